import { describe, expect, it } from 'vitest';
import { formatCop } from './money.js';

describe('formatCop', () => {
  it('groups thousands with dots and shows no decimals', () => {
    const text = formatCop(1234567);
    expect(text).toContain('1.234.567');
    expect(text).toContain('$');
    expect(text).not.toMatch(/,\d/);
  });

  it('rounds fractional pesos to whole pesos', () => {
    expect(formatCop(999.6)).toContain('1.000');
    expect(formatCop(999.6)).not.toMatch(/,\d/);
    expect(formatCop(0)).toMatch(/\$\s?0$/);
  });
});

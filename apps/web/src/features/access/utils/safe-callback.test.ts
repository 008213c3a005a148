import { describe, expect, it } from 'vitest';
import { safeCallback } from './safe-callback';

describe('safeCallback', () => {
  it('keeps a path on this site', () => {
    expect(safeCallback('/compra/abc123')).toBe('/compra/abc123');
    expect(safeCallback('/productos?orden=precio')).toBe('/productos?orden=precio');
  });

  it('drops anything that could leave the site', () => {
    expect(safeCallback(null)).toBeUndefined();
    expect(safeCallback('')).toBeUndefined();
    expect(safeCallback('https://malicioso.example')).toBeUndefined();
    expect(safeCallback('//malicioso.example')).toBeUndefined();
    expect(safeCallback('/\\malicioso.example')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatArea, formatCop, formatDate, formatDateTime, formatMeasure } from './format';

describe('formatDateTime', () => {
  it('uses the notification format HH:mm - dd MMM in Spanish', () => {
    expect(formatDateTime(new Date(2025, 2, 3, 14, 5))).toBe('14:05 - 03 mar');
    expect(formatDateTime(new Date(2024, 11, 24, 9, 30))).toBe('09:30 - 24 dic');
  });

  it('accepts the ISO strings the API sends', () => {
    const iso = new Date(2025, 7, 15, 18, 45).toISOString();
    expect(formatDateTime(iso)).toBe('18:45 - 15 ago');
  });
});

describe('formatDate', () => {
  it('writes a calendar date in Spanish', () => {
    expect(formatDate(new Date(2025, 0, 9))).toBe('09 ene 2025');
  });
});

describe('formatCop', () => {
  it('writes whole Colombian pesos', () => {
    // es-CO groups with dots and puts a (non-breaking) space after the sign.
    expect(formatCop(749000).replace(/\s/g, ' ')).toBe('$ 749.000');
    expect(formatCop(1234.6).replace(/\s/g, ' ')).toBe('$ 1.235');
  });
});

describe('formatArea', () => {
  it('writes square metres with a decimal comma', () => {
    expect(formatArea(32.5)).toBe('32,5 m²');
    expect(formatArea(1.445)).toBe('1,445 m²');
    expect(formatArea(1250)).toBe('1.250 m²');
  });

  it('is the measure format every unit shares', () => {
    expect(formatMeasure(2.5, 'kg')).toBe('2,5 kg');
    expect(formatMeasure(1.44, 'm²')).toBe(formatArea(1.44));
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatCalendarDay,
  formatCop,
  formatDate,
  formatDateAndTime,
  formatDateTime,
  formatDateTimeInput,
  formatMeasure,
} from './format';

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

  it('abbreviates every month as the product writes it (sep, not sept)', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDate(new Date(2026, month, 5)));
    expect(months).toEqual([
      '05 ene 2026',
      '05 feb 2026',
      '05 mar 2026',
      '05 abr 2026',
      '05 may 2026',
      '05 jun 2026',
      '05 jul 2026',
      '05 ago 2026',
      '05 sep 2026',
      '05 oct 2026',
      '05 nov 2026',
      '05 dic 2026',
    ]);
  });
});

describe('formatDateAndTime', () => {
  it('writes a 12-hour clock with a.m. and p.m., midnight and noon as 12', () => {
    expect(formatDateAndTime(new Date(2026, 4, 12, 9, 30))).toBe('12 may 2026, 9:30 a.m.');
    expect(formatDateAndTime(new Date(2026, 4, 12, 0, 7))).toBe('12 may 2026, 12:07 a.m.');
    expect(formatDateAndTime(new Date(2026, 4, 12, 12, 0))).toBe('12 may 2026, 12:00 p.m.');
    expect(formatDateAndTime(new Date(2026, 4, 12, 23, 59))).toBe('12 may 2026, 11:59 p.m.');
  });
});

describe('formatCalendarDay', () => {
  it('reads a chosen day as that day where the viewer is', () => {
    expect(formatCalendarDay('2026-05-12')).toBe('12 may 2026');
    expect(formatCalendarDay('2026-01-01')).toBe('01 ene 2026');
  });
});

describe('formatDateTimeInput', () => {
  it('writes the value a datetime-local field takes, in local time', () => {
    expect(formatDateTimeInput(new Date(2026, 0, 5, 3, 4))).toBe('2026-01-05T03:04');
    expect(formatDateTimeInput(new Date(2026, 11, 31, 23, 59).toISOString())).toBe(
      '2026-12-31T23:59',
    );
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

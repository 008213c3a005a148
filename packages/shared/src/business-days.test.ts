import { describe, expect, it } from 'vitest';
import { addBusinessDays, colombianHolidays, isBusinessDay } from './business-days.js';

describe('colombianHolidays', () => {
  it('lists the eighteen national holidays of 2026, moved to Monday where the law says', () => {
    expect([...colombianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('follows Easter: Holy Week 2025 fell on 17 and 18 April', () => {
    const holidays = colombianHolidays(2025);
    expect(holidays.has('2025-04-17')).toBe(true);
    expect(holidays.has('2025-04-18')).toBe(true);
    expect(holidays.has('2025-06-02')).toBe(true);
  });
});

describe('addBusinessDays', () => {
  it('skips weekends, counting from the next day', () => {
    // Wednesday 4 November 2026 + 15 business days, with Monday 16 November a holiday.
    expect(addBusinessDays('2026-11-04', 15)).toBe('2026-11-26');
    expect(isBusinessDay('2026-11-16')).toBe(false);
  });

  it('starts counting on the next business day when filed on a weekend or holiday', () => {
    expect(addBusinessDays('2026-03-28', 1)).toBe('2026-03-30');
    // Filed on Holy Thursday: Friday is a holiday too, the first business day is Monday 6 April.
    expect(addBusinessDays('2026-04-02', 1)).toBe('2026-04-06');
  });

  it('crosses the year', () => {
    expect(addBusinessDays('2026-12-24', 3)).toBe('2026-12-30');
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04');
  });
});

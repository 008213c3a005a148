import { describe, expect, it } from 'vitest';
import { bogotaDay, isCalendarDay } from './calendar.js';

describe('bogotaDay', () => {
  it('reads the day on Bogotá’s calendar, not the server’s', () => {
    // 9 p.m. on 31 January in Bogotá is already 1 February in UTC.
    const evening = new Date('2026-02-01T02:00:00Z');
    expect(bogotaDay(evening)).toBe('2026-01-31');
    expect(bogotaDay(evening, 1)).toBe('2026-02-01');
    expect(bogotaDay(new Date('2026-02-01T05:00:00Z'))).toBe('2026-02-01');
    expect(bogotaDay(new Date('2026-12-31T12:00:00Z'), 1)).toBe('2027-01-01');
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('mañana')).toBe(false);
  });
});

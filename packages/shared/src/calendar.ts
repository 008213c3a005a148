/**
 * Days on Colombia's calendar. Colombia keeps UTC−5 all year (no daylight saving since 1993), so
 * a fixed offset is exact: at 9 p.m. on 31 January in Bogotá it is already 1 February in UTC, and
 * a rule about "tomorrow" must read Bogotá's day, not the server's.
 */

export const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO day (YYYY-MM-DD) Bogotá's calendar shows at `instant`, moved `days` days. */
export function bogotaDay(instant: Date, days = 0): string {
  return new Date(instant.getTime() - BOGOTA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `day` is a real ISO day: 2026-02-30 has the right shape but no such day exists. */
export function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/**
 * Text formats shared by every screen: money in COP and dates in Spanish (spec §9). Dates are
 * written from the `Date`'s own fields rather than through a date library: the product page and
 * the lists load this module first, and the three patterns below cost 8 KB gzip through one.
 */

import { formatNumber } from '@hogarte/shared/money';

// Money and numbers have one formatter each, kept with the money rules in the shared package.
export { formatCop, formatNumber } from '@hogarte/shared/money';

type DateInput = Date | string | number;

/**
 * Spanish month abbreviations as the product has always written them (`sep`, where the browser's
 * `Intl` writes `sept`).
 */
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `03 mar` in the viewer's own time. */
function dayAndMonth(date: Date): string {
  return `${twoDigits(date.getDate())} ${MONTHS[date.getMonth()]}`;
}

/** `14:05` in the viewer's own time. */
function clock24(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The notification time format of the spec: `HH:mm - dd MMM` (e.g. `14:05 - 03 mar`). */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${clock24(date)} - ${dayAndMonth(date)}`;
}

/** A calendar date for lists and tables (e.g. `03 mar 2025`). */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return `${dayAndMonth(date)} ${date.getFullYear()}`;
}

/** A moment with its time, for appointments and deadlines (e.g. `12 may 2026, 9:30 a.m.`). */
export function formatDateAndTime(value: DateInput): string {
  const date = toDate(value);
  const hours = date.getHours();
  const period = hours < 12 ? 'a.m.' : 'p.m.';
  return `${formatDate(date)}, ${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${period}`;
}

/** A stored moment as the browser's date-time field shows it (`2026-05-12T09:30`), in local time. */
export function formatDateTimeInput(value: DateInput): string {
  const date = toDate(value);
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day}T${clock24(date)}`;
}

/**
 * A calendar day chosen as such (`2026-05-12`, e.g. a preferred visit day), written like
 * `formatDate`: read as that day where the viewer is, not as UTC midnight, which in Colombia is
 * still the day before.
 */
export function formatCalendarDay(day: string): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  return formatDate(new Date(year!, month! - 1, dayOfMonth));
}

/** A measure as Colombia writes it, with a decimal comma: `1,44 m²`, `2,5 kg`. */
export function formatMeasure(value: number, unit: string): string {
  return `${formatNumber(value)} ${unit}`;
}

/** A percentage with one decimal at most: `12,5 %` (a commission, a utility). */
export function formatPercent(value: number): string {
  return `${formatNumber(value, { maximumFractionDigits: 1 })} %`;
}

/** An area: `32,5 m²`. */
export function formatArea(m2: number): string {
  return formatMeasure(m2, 'm²');
}

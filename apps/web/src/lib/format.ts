/** Text formats shared by every screen: money in COP and dates in Spanish (spec §9). */
import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';

// Money has one formatter, kept with the money rules in the shared package.
export { formatCop } from '@hogarte/shared/money';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The notification time format of the spec: `HH:mm - dd MMM` (e.g. `14:05 - 03 mar`). */
export function formatDateTime(value: DateInput): string {
  return format(toDate(value), 'HH:mm - dd MMM', { locale: es });
}

/** A calendar date for lists and tables (e.g. `03 mar 2025`). */
export function formatDate(value: DateInput): string {
  return format(toDate(value), 'dd MMM yyyy', { locale: es });
}

/** A moment with its time, for appointments and deadlines (e.g. `12 may 2026, 9:30 a.m.`). */
export function formatDateAndTime(value: DateInput): string {
  return format(toDate(value), 'dd MMM yyyy, h:mm aaaa', { locale: es });
}

/**
 * A calendar day chosen as such (`2026-05-12`, e.g. a preferred visit day), written like
 * `formatDate`: read as that day where the viewer is, not as UTC midnight, which in Colombia is
 * still the day before.
 */
export function formatCalendarDay(day: string): string {
  return formatDate(parseISO(day));
}

/** A measure as Colombia writes it, with a decimal comma: `1,44 m²`, `2,5 kg`. */
export function formatMeasure(value: number, unit: string): string {
  return `${value.toLocaleString('es-CO', { maximumFractionDigits: 3 })} ${unit}`;
}

/** An area: `32,5 m²`. */
export function formatArea(m2: number): string {
  return formatMeasure(m2, 'm²');
}

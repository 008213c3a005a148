import { parseISO } from 'date-fns';
import { formatDate } from '../../../lib/format';

/** How the process sheet writes its dates: Colombian Spanish, as the spec's es-CO money is. */
const DATE_TIME = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium' });

/** A step's scheduled moment ("12 may 2026, 9:30 a. m."). */
export function sheetDateTime(value: string): string {
  return DATE_TIME.format(new Date(value));
}

/** When a file, a quote or a sheet was made ("12 may 2026"). */
export function sheetDate(value: string): string {
  return DATE.format(new Date(value));
}

/**
 * A calendar day the client chose (`2026-05-12`, a preferred visit day, "12 may 2026"): read as
 * that day where the viewer is, not as UTC midnight, which in Colombia is still the day before.
 */
export function sheetDay(day: string): string {
  return formatDate(parseISO(day));
}

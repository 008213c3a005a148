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

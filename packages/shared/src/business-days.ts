/**
 * Business days on Colombia's calendar: Monday to Friday except the national holidays (Ley 51 de
 * 1983). Legal terms such as a PQRS's 15 business days (Ley 1755 de 2015) count these days, so a
 * deadline falling after Holy Week or a "puente" moves as a Colombian expects.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day));
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function plusDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Easter Sunday of `year` (the Gregorian computus: Meeus, Jones and Butcher). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDay(year, month - 1, day);
}

/** The Monday on or after `date`: the Ley Emiliani moves these holidays there. */
function mondayFrom(date: Date): Date {
  const weekday = date.getUTCDay();
  return plusDays(date, weekday === 1 ? 0 : (8 - weekday) % 7);
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Colombia's national holidays of `year`, as ISO days. */
export function colombianHolidays(year: number): ReadonlySet<string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const fixed = [
    [0, 1],
    [4, 1],
    [6, 20],
    [7, 7],
    [11, 8],
    [11, 25],
  ].map(([month, day]) => utcDay(year, month ?? 0, day ?? 1));
  const movedToMonday = [
    [0, 6],
    [2, 19],
    [5, 29],
    [7, 15],
    [9, 12],
    [10, 1],
    [10, 11],
  ].map(([month, day]) => mondayFrom(utcDay(year, month ?? 0, day ?? 1)));
  // Holy Thursday and Good Friday stay; Ascension, Corpus Christi and the Sacred Heart move.
  const easterBased = [-3, -2].map((days) => plusDays(easter, days));
  const easterMoved = [39, 60, 68].map((days) => mondayFrom(plusDays(easter, days)));
  const holidays = new Set(
    [...fixed, ...movedToMonday, ...easterBased, ...easterMoved].map((date) => isoOf(date)),
  );
  holidaysByYear.set(year, holidays);
  return holidays;
}

/** Whether an ISO day is a business day in Colombia. */
export function isBusinessDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !colombianHolidays(date.getUTCFullYear()).has(day);
}

/**
 * The ISO day `count` business days after `day`. The count starts the day after, as legal terms
 * do: a request filed on a Friday afternoon or a holiday starts counting on the next business day.
 */
export function addBusinessDays(day: string, count: number): string {
  let date = new Date(`${day}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    date = plusDays(date, 1);
    if (isBusinessDay(isoOf(date))) left -= 1;
  }
  return isoOf(date);
}

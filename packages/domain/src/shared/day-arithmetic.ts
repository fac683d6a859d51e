/**
 * Day arithmetic on calendar dates 'YYYY-MM-DD' — the one home of «plus N days» and «days
 * between», used by tasks, reports, billing's due dates, the production calendar and analytics.
 * Kept apart from calendar-date.ts (which builds zod schemas) so the signed-in shell can count
 * days without loading zod.
 */

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a day 'YYYY-MM-DD' in ms; anything else is a programming error and throws. */
function dayMs(date: string): number {
  const ms = DAY.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`Неверная дата: ${date}`);
  return ms;
}

/**
 * The day `days` calendar days after `date` (both 'YYYY-MM-DD'; negative days go back). Counted
 * in UTC, so no zone's clock change makes a day 23 or 25 hours long. A result past 0000–9999 has
 * no 'YYYY-MM-DD' form (`toISOString` writes «+010000») and throws.
 */
export function addDays(date: string, days: number): string {
  const next = new Date(dayMs(date) + days * DAY_MS);
  const year = next.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`Дата вне календаря: ${date} + ${days}`);
  return next.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

import { addMonths } from '../shared/calendar-date.ts';
import { monthName } from '../shared/dates.ts';

/** The months a line of an invoice is for, both ends included, as 'YYYY-MM'. */
export type MonthsCovered = { from: string; to: string };

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parts(month: string): { year: number; index: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Неверный месяц: ${month}`);
  return { year: Number(match[1]), index: Number(match[2]) };
}

/** `count` months from `first` on: one month is `{ from: first, to: first }`. */
export function monthsFrom(first: string, count: number): MonthsCovered {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Неверное число месяцев: ${count}`);
  }
  return { from: first, to: addMonths(first, count - 1) };
}

/**
 * The first month a tariff connection's invoice pays for: the month it starts (its connection
 * date, when the month job first charges it), never a month before the invoice was issued.
 */
export function firstPaidMonth(dateConnect: string | null, issuedOn: string): string {
  const issued = issuedOn.slice(0, 7);
  const connects = dateConnect?.slice(0, 7) ?? '';
  return MONTH_PATTERN.test(connects) && connects > issued ? connects : issued;
}

/**
 * The months of a line as Russian documents name them after «за»: the month stands in the
 * accusative, which for month names is the nominative form («за декабрь», never «за декабря»;
 * the genitive belongs to dates, «1 декабря 2026 г.»), the year follows with «г.». One month —
 * «декабрь 2026 г.»; months of one year — «январь — март 2027 г.»; across a year end —
 * «декабрь 2026 г. — февраль 2027 г.».
 */
export function formatMonthsCovered(period: MonthsCovered): string {
  const from = parts(period.from);
  const to = parts(period.to);
  if (period.to < period.from) {
    throw new RangeError(`Неверный период: ${period.from} — ${period.to}`);
  }
  if (period.from === period.to) return `${monthName(period.from)} г.`;
  if (from.year === to.year) {
    const first = monthName(period.from).split(' ')[0] ?? '';
    return `${first} — ${monthName(period.to)} г.`;
  }
  return `${monthName(period.from)} г. — ${monthName(period.to)} г.`;
}

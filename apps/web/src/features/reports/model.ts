import type { ReportStatus, TaxCalendarItem } from '@kabinet/domain/reports';

/** Badge colours of the report statuses. */
export const REPORT_STATUS_COLORS: Record<ReportStatus, string> = {
  preparing: 'gray',
  signing: 'blue',
  sent: 'cyan',
  accepted: 'green',
  rejected: 'red',
  clarification: 'orange',
};

const MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];

/** «Октябрь 2026» for a month's items. */
export function monthTitle(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
}

/** One month of the calendar with its items. */
export type CalendarMonth = { month: string; title: string; items: TaxCalendarItem[] };

/**
 * The calendar as the client reads it: what is still ahead first (from `today`, grouped by the
 * month it is due), then what has passed, latest first.
 */
export function calendarSections(
  items: readonly TaxCalendarItem[],
  today: string,
): { upcoming: CalendarMonth[]; past: TaxCalendarItem[] } {
  const upcoming: CalendarMonth[] = [];
  for (const item of items.filter((entry) => entry.date >= today)) {
    const month = item.date.slice(0, 7);
    let group = upcoming.at(-1);
    if (group?.month !== month) {
      group = { month, title: monthTitle(month), items: [] };
      upcoming.push(group);
    }
    group.items.push(item);
  }
  const past = items.filter((entry) => entry.date < today).reverse();
  return { upcoming, past };
}

/** «25.10.2026» of an ISO date. */
export function formatIsoDate(date: string): string {
  return date.split('-').reverse().join('.');
}

/** «26.10.2026, пн»: a due date with its weekday (a moved deadline lands on a Monday often). */
export function formatDue(date: string): string {
  const days = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
  const weekday = days[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
  return `${formatIsoDate(date)}, ${weekday}`;
}

/** The default period fields of a new report: the year, and the quarter or month before now. */
export function defaultPeriod(today: string): { year: number; quarter: number; month: number } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const quarter = Math.floor((month - 1) / 3);
  return {
    year: quarter === 0 ? year - 1 : year,
    quarter: quarter === 0 ? 4 : quarter,
    month: month === 1 ? 12 : month - 1,
  };
}

import { addDays } from '../shared/day-arithmetic.ts';
import { addWorkingDays, nextWorkingDay } from '../work-calendar/working-days.ts';

/** Working days the manager gets for an order whose turnaround says nothing countable. */
export const DEFAULT_ORDER_WORKING_DAYS = 3;

/**
 * The furthest an order's task is due, in days: a turnaround longer than a year («999999 дней», a
 * typo in the catalogue) is read as a year, so no count is walked or overflows a date.
 */
export const MAX_ORDER_DAYS = 365;

const countOf = (match: RegExpExecArray) => Math.min(MAX_ORDER_DAYS, Number(match[2] ?? match[1]));

const WORKING_DAYS = /(\d+)(?:\s*[–—-]\s*(\d+))?\s+рабоч/i;
const CALENDAR_DAYS = /(\d+)(?:\s*[–—-]\s*(\d+))?\s+(?:календарн\S*\s+)?(?:дн|день|дня)/i;

/**
 * The due date of the manager's «Выполнить заказ» task, from the catalogue's
 * turnaround text and the day the order was placed (Moscow, YYYY-MM-DD): «5 рабочих дней» →
 * 5 working days later by the production calendar, a range («1–2 рабочих дня») its upper end,
 * «10 дней» calendar days moved to a working day; anything else («от 3 месяцев», empty) —
 * DEFAULT_ORDER_WORKING_DAYS working days.
 */
export function orderTaskDueDate(turnaround: string, placedOn: string): string {
  const working = WORKING_DAYS.exec(turnaround);
  if (working) return addWorkingDays(placedOn, countOf(working));
  const calendar = CALENDAR_DAYS.exec(turnaround);
  if (calendar) return nextWorkingDay(addDays(placedOn, countOf(calendar)));
  return addWorkingDays(placedOn, DEFAULT_ORDER_WORKING_DAYS);
}

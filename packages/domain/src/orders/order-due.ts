import { addDays, addWorkingDays, nextWorkingDay } from '../work-calendar/working-days.ts';

/** Working days the manager gets for an order whose turnaround says nothing countable. */
export const DEFAULT_ORDER_WORKING_DAYS = 3;

const WORKING_DAYS = /(\d+)(?:\s*[–—-]\s*(\d+))?\s+рабоч/i;
const CALENDAR_DAYS = /(\d+)(?:\s*[–—-]\s*(\d+))?\s+(?:календарн\S*\s+)?(?:дн|день|дня)/i;

/**
 * Issue 14: the due date of the manager's «Выполнить заказ» task, from the catalogue's
 * turnaround text and the day the order was placed (Moscow, YYYY-MM-DD): «5 рабочих дней» →
 * 5 working days later by the production calendar, a range («1–2 рабочих дня») its upper end,
 * «10 дней» calendar days moved to a working day; anything else («от 3 месяцев», empty) —
 * DEFAULT_ORDER_WORKING_DAYS working days.
 */
export function orderTaskDueDate(turnaround: string, placedOn: string): string {
  const working = WORKING_DAYS.exec(turnaround);
  if (working) return addWorkingDays(placedOn, Number(working[2] ?? working[1]));
  const calendar = CALENDAR_DAYS.exec(turnaround);
  if (calendar) return nextWorkingDay(addDays(placedOn, Number(calendar[2] ?? calendar[1])));
  return addWorkingDays(placedOn, DEFAULT_ORDER_WORKING_DAYS);
}

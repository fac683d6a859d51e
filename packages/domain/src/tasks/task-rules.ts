import { lastDayOfMonth, monthsOf } from '../analytics/date-range.ts';
import {
  MAX_CALENDAR_DATE,
  MIN_CALENDAR_DATE,
  monthNumber,
  monthOfNumber,
} from '../shared/calendar-date.ts';
import { monthName, previousMonth } from '../shared/dates.ts';
import { addDays, daysBetween } from '../shared/day-arithmetic.ts';

import { isTaskActive, type TaskStatus } from './task-statuses.ts';

/** At most this many reminders about one task (the first one and the repeats). */
export const TASK_REMINDER_CAP = 5;
/** An overdue task is reminded about again every this many days. */
export const TASK_REMINDER_REPEAT_DAYS = 3;
/** The «due soon» reminder comes this many days before the due date. */
export const TASK_REMINDER_LEAD_DAYS = 1;

/**
 * A task is overdue when it is still to be done and its due date is before `today`
 * (the firm's local date, shared/dates `localDate`). A task due today is not overdue yet.
 */
export function isOverdue(
  task: { status: TaskStatus; due_date: string | null },
  today: string,
): boolean {
  return isTaskActive(task.status) && task.due_date !== null && task.due_date < today;
}

/** How many days an overdue task is late («просрочено на N дн.»); 0 when it is not overdue. */
export function overdueDays(
  task: { status: TaskStatus; due_date: string | null },
  today: string,
): number {
  return isOverdue(task, today) && task.due_date ? daysBetween(task.due_date, today) : 0;
}

/** What a reminder says: the due date is near, or it has passed. */
export type TaskReminderKind = 'due_soon' | 'overdue';

/** What the reminder schedule reads of a task. */
export type TaskReminderState = {
  status: TaskStatus;
  due_date: string | null;
  reminders_sent: number;
  /** The firm's local date of the last reminder, null before the first. */
  last_reminded_on: string | null;
};

/**
 * Reminders: the date of the next reminder, or null when none is due any more (the task
 * is finished, has no due date, or {@link TASK_REMINDER_CAP} reminders went out). The first comes
 * a day before the due date; after a «due soon» one the next is the day after the due date
 * (overdue); after an overdue one, every {@link TASK_REMINDER_REPEAT_DAYS} days.
 */
export function nextReminderOn(task: TaskReminderState): string | null {
  if (!isTaskActive(task.status) || !task.due_date) return null;
  if (task.reminders_sent >= TASK_REMINDER_CAP) return null;
  const last = task.last_reminded_on;
  if (last === null) return addDays(task.due_date, -TASK_REMINDER_LEAD_DAYS);
  if (last <= task.due_date) return addDays(task.due_date, 1);
  return addDays(last, TASK_REMINDER_REPEAT_DAYS);
}

/**
 * The reminder to send `today` ('due_soon' before or on the due date, 'overdue' after
 * it), or null when none is due today.
 */
export function reminderDue(task: TaskReminderState, today: string): TaskReminderKind | null {
  const next = nextReminderOn(task);
  if (next === null || today < next || !task.due_date) return null;
  return today > task.due_date ? 'overdue' : 'due_soon';
}

/** The source key of the monthly statement task: `statement:{companyId}:{YYYY-MM}`. */
export function statementSourceKey(companyId: number, month: string): string {
  return `statement:${companyId}:${month}`;
}

/**
 * The months ('YYYY-MM') a bank statement from `start` to `end` (ISO dates) covers
 * whole — those whose «Загрузите выписку за <месяц>» task it completes. A statement from 1 to 15
 * October covers none; one from 1 October to 3 November covers October.
 */
export function statementMonthsCovered(start: string, end: string): string[] {
  // A bank's file may say anything: months outside the calendar have no tasks, so the range is
  // clamped to it, and counted rather than walked on strings (past 9999 they stop sorting).
  const from = start < MIN_CALENDAR_DATE ? MIN_CALENDAR_DATE : start;
  const to = end > MAX_CALENDAR_DATE ? MAX_CALENDAR_DATE : end;
  const first = monthNumber(from) + (from.slice(8, 10) === '01' ? 0 : 1);
  const last = monthNumber(to) - (to === lastDayOfMonth(to.slice(0, 7)) ? 0 : 1);
  if (last < first) return [];
  return monthsOf({ from: `${monthOfNumber(first)}-01`, to: `${monthOfNumber(last)}-01` });
}

/** The source key of an invoice's «Оплатите счёт» task. */
export function invoiceSourceKey(invoiceId: number): string {
  return `invoice:${invoiceId}`;
}

/** The first days of a month, when the statement task of the past month is opened. */
export const STATEMENT_TASK_DAYS = 5;

/**
 * «Загрузите выписку за <месяц>»: on the first {@link STATEMENT_TASK_DAYS} days of a
 * month, the past month whose bank statement to ask for, with the task's title and due date (the
 * 10th); null on other days.
 */
export function statementTaskFor(
  today: string,
): { month: string; title: string; dueDate: string } | null {
  const day = Number(today.slice(8, 10));
  if (day < 1 || day > STATEMENT_TASK_DAYS) return null;
  const month = previousMonth(today.slice(0, 7));
  return {
    month,
    title: `Загрузите выписку за ${monthName(month)}`,
    dueDate: `${today.slice(0, 7)}-10`,
  };
}

import { describe, expect, it } from 'vitest';

import {
  statementMonthsCovered,
  isOverdue,
  nextReminderOn,
  overdueDays,
  reminderDue,
  statementTaskFor,
  TASK_REMINDER_CAP,
  type TaskReminderState,
} from './task-rules.ts';

const open = (over: Partial<TaskReminderState> = {}): TaskReminderState => ({
  status: 'open',
  due_date: '2026-12-10',
  reminders_sent: 0,
  last_reminded_on: null,
  ...over,
});

describe('task rules', () => {
  it.each([
    { status: 'open' as const, due: '2026-12-10', today: '2026-12-10', overdue: false, days: 0 },
    { status: 'open' as const, due: '2026-12-10', today: '2026-12-11', overdue: true, days: 1 },
    {
      status: 'in_progress' as const,
      due: '2026-12-10',
      today: '2026-12-20',
      overdue: true,
      days: 10,
    },
    { status: 'done' as const, due: '2026-12-10', today: '2026-12-20', overdue: false, days: 0 },
    { status: 'open' as const, due: null, today: '2026-12-20', overdue: false, days: 0 },
  ])(
    'a $status task due $due is overdue on $today: $overdue',
    ({ status, due, today, overdue, days }) => {
      expect(isOverdue({ status, due_date: due }, today)).toBe(overdue);
      expect(overdueDays({ status, due_date: due }, today)).toBe(days);
    },
  );

  it('reminds a day before the due date first («скоро срок»)', () => {
    expect(nextReminderOn(open())).toBe('2026-12-09');
    expect(reminderDue(open(), '2026-12-08')).toBeNull();
    expect(reminderDue(open(), '2026-12-09')).toBe('due_soon');
  });

  it('after the «due soon» reminder, the next is the day after the due date (overdue)', () => {
    const state = open({ reminders_sent: 1, last_reminded_on: '2026-12-09' });
    expect(reminderDue(state, '2026-12-10')).toBeNull();
    expect(reminderDue(state, '2026-12-11')).toBe('overdue');
  });

  it('repeats an overdue reminder every 3 days', () => {
    const state = open({ reminders_sent: 2, last_reminded_on: '2026-12-11' });
    expect(reminderDue(state, '2026-12-13')).toBeNull();
    expect(reminderDue(state, '2026-12-14')).toBe('overdue');
  });

  it('stops at the cap, for finished tasks and for tasks without a due date', () => {
    expect(
      nextReminderOn(open({ reminders_sent: TASK_REMINDER_CAP, last_reminded_on: '2026-12-20' })),
    ).toBeNull();
    expect(nextReminderOn(open({ status: 'done' }))).toBeNull();
    expect(nextReminderOn(open({ due_date: null }))).toBeNull();
  });

  it('a task found already overdue gets an overdue reminder at once', () => {
    expect(reminderDue(open(), '2026-12-25')).toBe('overdue');
  });

  it('asks for the past month’s statement on the first days of a month', () => {
    expect(statementTaskFor('2026-11-02')).toEqual({
      month: '2026-10',
      title: 'Загрузите выписку за октябрь 2026',
      dueDate: '2026-11-10',
    });
    expect(statementTaskFor('2027-01-01')?.month).toBe('2026-12');
    expect(statementTaskFor('2026-11-06')).toBeNull();
  });
});

describe('statementMonthsCovered', () => {
  it('names the months a statement covers whole, across a year end', () => {
    expect(statementMonthsCovered('2026-10-01', '2026-10-31')).toEqual(['2026-10']);
    expect(statementMonthsCovered('2026-10-01', '2026-11-03')).toEqual(['2026-10']);
    expect(statementMonthsCovered('2026-10-02', '2026-11-30')).toEqual(['2026-11']);
    expect(statementMonthsCovered('2026-11-01', '2027-02-28')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('names none for part of a month, and knows February of a leap year', () => {
    expect(statementMonthsCovered('2026-10-01', '2026-10-15')).toEqual([]);
    expect(statementMonthsCovered('2028-02-01', '2028-02-28')).toEqual([]);
    expect(statementMonthsCovered('2028-02-01', '2028-02-29')).toEqual(['2028-02']);
  });
});

describe('statementMonthsCovered at the calendar edges', () => {
  it('ends at year 9999 instead of walking on (its month text once sorted «10000» first)', () => {
    expect(statementMonthsCovered('9999-12-01', '9999-12-31')).toEqual([]);
    expect(statementMonthsCovered('2100-12-01', '2100-12-31')).toEqual(['2100-12']);
  });

  it('keeps a statement of any length to the calendar, 1900–2100', () => {
    const months = statementMonthsCovered('0001-01-01', '9999-12-31');
    expect([months.length, months[0], months.at(-1)]).toEqual([2412, '1900-01', '2100-12']);
  });
});

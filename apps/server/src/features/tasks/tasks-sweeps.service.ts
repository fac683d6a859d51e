import { addDays, localDate } from '@kabinet/domain/shared';
import {
  TASK_REMINDER_CAP,
  TASK_REMINDER_LEAD_DAYS,
  overdueDays,
  reminderDue,
  statementSourceKey,
  statementTaskFor,
} from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

import type { TaskEvents, TaskRef } from './tasks-events.service.ts';
import {
  listReminderCandidates,
  lockTaskSkipLocked,
  markReminded,
} from './tasks-sweeps.repository.ts';
import { doersOf, type NotifyTasks, type TaskNotice } from './tasks.events.ts';

/** The companies with an active tariff (company-tariffs, through services.ts). */
export type ActiveTariffCompanies = (db: Db) => Promise<number[]>;

/** What one sweep did (for the log and the tests). */
export type TaskSweep = { statementsOpened: number; reminders: number };

const BATCH = 500;

/**
 * Sweeps, safe on any number of nodes and any number of times:
 * (1) on the first days of a month, «Загрузите выписку за <прошлый месяц>» for every company with
 * an active tariff — once per company and month, the source key `statement:{companyId}:{YYYY-MM}`
 * is unique; (2) reminders — a day before the due date, the day after it, then every 3 days, at
 * most 5 — each task under `for update skip locked` and re-checked there, so two nodes never send
 * the same reminder.
 */
export function createTaskSweeps(deps: {
  db: Db;
  clock: Clock;
  events: TaskEvents;
  activeCompanies: ActiveTariffCompanies;
  notify?: NotifyTasks | undefined;
}) {
  const { db, clock } = deps;
  return { runSweep, openStatementTasks, sendReminders };

  async function runSweep(): Promise<TaskSweep> {
    const statementsOpened = await openStatementTasks();
    const reminders = await sendReminders();
    return { statementsOpened, reminders };
  }

  async function openStatementTasks(): Promise<number> {
    const today = localDate(clock.now());
    const due = statementTaskFor(today);
    if (!due) return 0;
    const opened: (TaskRef | null)[] = [];
    for (const companyId of await deps.activeCompanies(db)) {
      const ref = await db.transaction((tx) =>
        deps.events.open(tx, {
          companyId,
          kind: 'upload_statement',
          sourceKey: statementSourceKey(companyId, due.month),
          title: due.title,
          description:
            'Прикрепите к этой задаче банковскую выписку за месяц (PDF, Excel или скан): задача закроется сама.',
          dueDate: due.dueDate,
          link: null,
          audience: 'client',
        }),
      );
      opened.push(ref);
    }
    await deps.events.announce(opened);
    return opened.filter(Boolean).length;
  }

  async function sendReminders(): Promise<number> {
    const now = clock.now();
    const today = localDate(now);
    const ids = await listReminderCandidates(db, {
      dueUntil: addDays(today, TASK_REMINDER_LEAD_DAYS),
      cap: TASK_REMINDER_CAP,
      limit: BATCH,
    });
    const notices: TaskNotice[] = [];
    for (const id of ids) {
      const notice = await db.transaction(async (tx) => {
        const task = await lockTaskSkipLocked(tx, id);
        if (!task) return null;
        const state = {
          status: task.status,
          due_date: task.dueDate,
          reminders_sent: task.remindersSent,
          last_reminded_on: task.lastRemindedAt ? localDate(task.lastRemindedAt) : null,
        };
        const kind = reminderDue(state, today);
        if (!kind) return null;
        await markReminded(tx, task.id, now);
        return {
          event: kind,
          taskId: task.id,
          companyId: task.companyId,
          kind: task.kind,
          audience: task.audience,
          title: task.title,
          dueDate: task.dueDate,
          overdueDays: overdueDays(state, today),
          recipientIds: await doersOf(tx, task),
        } satisfies TaskNotice;
      });
      if (notice) notices.push(notice);
    }
    if (notices.length > 0) await deps.notify?.(notices);
    return notices.length;
  }
}

export type TaskSweeps = ReturnType<typeof createTaskSweeps>;

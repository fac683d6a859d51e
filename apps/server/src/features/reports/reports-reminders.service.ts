import { REPORT_STATUS, type TaxCalendarEntry } from '@kabinet/domain/reports';
import { DAY_FORMS, daysBetween, formatCount, localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';

import { reportKey, type ReportsCalendar } from './reports-calendar.service.ts';
import type { CalendarCompanies, NotifyReports, ReportNotice } from './reports.events.ts';
import * as repo from './reports.repository.ts';

/** Reminders go 7 days and 1 day before a deadline. */
export const REMINDER_OFFSETS = [7, 1] as const;

/**
 * The offset a reminder of `daysLeft` answers: 7 for 2–7 days left, 1 for the last day and the
 * day itself — so a sweep that missed a day (the server was down) still reminds, late, once.
 */
export function reminderOffset(daysLeft: number): number | null {
  if (daysLeft > 1 && daysLeft <= 7) return 7;
  if (daysLeft >= 0 && daysLeft <= 1) return 1;
  return null;
}

const ddmmyyyy = (date: string) => date.split('-').reverse().join('.');

/**
 * The sweep of the tax calendars (scheduled by reports-reminders.schedule.ts). For each
 * company with an active tariff, each line due within a week is reminded once per offset (the
 * `tax_calendar_reminders` mark is written first, so sweeps on several nodes never repeat it);
 * a report already sent or accepted needs no reminder.
 */
export function createReportsReminders(deps: {
  db: Db;
  clock: Clock;
  companies: CalendarCompanies;
  calendar: Pick<ReportsCalendar, 'entriesOf'>;
  notify?: NotifyReports;
  logger?: Pick<JobLogger, 'error'>;
}) {
  const { db } = deps;
  return { runReminders };

  async function runReminders(): Promise<{ reminders: number }> {
    const today = localDate(deps.clock.now());
    let reminders = 0;
    for (const companyId of await deps.companies(db)) {
      const notices = await remindCompany(companyId, today);
      reminders += notices.length;
      if (notices.length > 0) await deps.notify?.(notices);
    }
    return { reminders };
  }

  /** The company's lines due within a week, each marked once per offset. */
  async function remindCompany(companyId: number, today: string): Promise<ReportNotice[]> {
    const year = Number(today.slice(0, 4));
    const entries = [
      ...(await deps.calendar.entriesOf(companyId, year)),
      ...(await deps.calendar.entriesOf(companyId, year + 1)),
    ].filter((entry) => reminderOffset(daysBetween(today, entry.date)) !== null);
    if (entries.length === 0) return [];
    const rows = await repo.listReportsForCalendar(db, companyId, year);
    const reports = new Map(rows.map((row) => [reportKey(row), row]));
    const notices: ReportNotice[] = [];
    for (const entry of entries) {
      const report = reports.get(entry.key);
      if (report && DONE.includes(report.status)) continue;
      const daysLeft = daysBetween(today, entry.date);
      const fresh = await repo.markReminderSent(db, {
        ...{ companyId, itemKey: entry.key, offsetDays: reminderOffset(daysLeft) ?? 0 },
        ...{ dueDate: entry.date, sentAt: deps.clock.now() },
      });
      if (fresh) notices.push(reminderNotice(companyId, entry, daysLeft, report?.id ?? null));
    }
    return notices;
  }
}

/** A report already sent or accepted needs no reminder. */
const DONE: readonly string[] = [REPORT_STATUS.SENT, REPORT_STATUS.ACCEPTED];

function reminderNotice(
  companyId: number,
  entry: TaxCalendarEntry,
  daysLeft: number,
  reportId: number | null,
): ReportNotice {
  const when =
    daysLeft === 0
      ? 'сегодня'
      : daysLeft === 1
        ? 'завтра'
        : `через ${formatCount(daysLeft, DAY_FORMS)}`;
  return {
    event: 'deadline_soon',
    audience: 'client',
    companyId,
    reportId,
    reportTitle: entry.title,
    line: `${entry.title} — срок ${ddmmyyyy(entry.date)}, ${when}`,
    actorUserId: null,
  };
}

export type ReportsReminders = ReturnType<typeof createReportsReminders>;

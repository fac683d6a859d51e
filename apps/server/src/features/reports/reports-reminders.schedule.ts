import { HOURLY_MS, startHourlyJob, type ScheduleLogger } from '../../platform/hourly-job.ts';

import type { ReportsReminders } from './reports-reminders.service.ts';

/** How often the reminders sweep runs (idempotent; hourly catches each morning). */
export const REPORTS_REMINDERS_INTERVAL_MS = HOURLY_MS;

/** Where the schedule reports (pino-compatible). */
export type ReportsScheduleLogger = ScheduleLogger;

/**
 * Runs the tax calendar reminders now and then every `intervalMs` until stopped, never
 * two runs at once in a process; other nodes may run it too (the sent marks are unique).
 * `stop()` waits for a running sweep.
 */
export function startReportsReminderSchedule(
  reminders: Pick<ReportsReminders, 'runReminders'>,
  options: { logger: ReportsScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  return startHourlyJob('tax calendar reminders', () => reminders.runReminders(), {
    ...options,
    report: (run) => (run.reminders > 0 ? run : null),
  });
}

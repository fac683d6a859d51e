import { HOURLY_MS, startHourlyJob, type ScheduleLogger } from '../../platform/hourly-job.ts';

import type { TaskSweeps } from './tasks-sweeps.service.ts';

/** How often the sweep runs (idempotent; hourly catches the 1st and the mornings). */
export const TASK_SWEEP_INTERVAL_MS = HOURLY_MS;

/** Where the schedule reports (pino-compatible). */
export type TaskScheduleLogger = ScheduleLogger;

/**
 * Runs the tasks sweep (statement tasks, reminders) now and then every `intervalMs`
 * until stopped, never two runs at once in a process; other nodes may run it too (unique source
 * keys and skip-locked reminders make that safe). `stop()` waits for a running sweep.
 */
export function startTaskSchedule(
  sweeps: Pick<TaskSweeps, 'runSweep'>,
  options: { logger: TaskScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  return startHourlyJob('tasks sweep', () => sweeps.runSweep(), {
    ...options,
    report: (run) => (run.statementsOpened + run.reminders > 0 ? run : null),
  });
}

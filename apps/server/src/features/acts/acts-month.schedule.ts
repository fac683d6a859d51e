import { HOURLY_MS, startHourlyJob, type ScheduleLogger } from '../../platform/hourly-job.ts';

import type { ActsIssueService } from './acts-issue.service.ts';

/** How often the acts sweep runs (idempotent; hourly catches the 1st). */
export const ACTS_SWEEP_INTERVAL_MS = HOURLY_MS;

/** Where the schedule reports (pino-compatible). */
export type ActsScheduleLogger = ScheduleLogger;

/**
 * Makes the past month's acts now and then every `intervalMs` until stopped, never
 * two sweeps at once in a process; other nodes may sweep too (one act per company and period).
 * `stop()` waits for a running sweep.
 */
export function startActsSchedule(
  issue: Pick<ActsIssueService, 'runMonth'>,
  options: { logger: ActsScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  return startHourlyJob('acts of the month', () => issue.runMonth(), {
    ...options,
    report: (run) => (run.made > 0 ? { period: run.period, made: run.made } : null),
  });
}

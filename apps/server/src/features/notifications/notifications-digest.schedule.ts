import type { DigestRun } from './notifications-digest.service.ts';

/** How often the chat digest sweep runs. */
export const DIGEST_SWEEP_INTERVAL_MS = 60_000;

/** Where the schedule reports what went wrong (pino-compatible). */
export type DigestScheduleLogger = { error(details: object, message: string): void };

/**
 * Runs the digest sweep every `intervalMs` (a minute) until stopped. A sweep still
 * running when the next is due is not overlapped. Every node may run it: the sweep locks what
 * it mails (`for update skip locked`), so two nodes never send one notification twice. `stop()`
 * waits for a running sweep, so the database can be closed right after it.
 */
export function startDigestSchedule(
  digest: { runDigest(): Promise<DigestRun> },
  options: { logger: DigestScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  const { logger } = options;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const run = await digest.runDigest();
      for (const failure of run.failures) {
        logger.error({ err: failure.error, userId: failure.userId }, 'chat digest not sent');
      }
    } catch (error) {
      logger.error({ err: error }, 'chat digest sweep failed');
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = sweep().finally(() => {
      running = null;
    });
  }, options.intervalMs ?? DIGEST_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';

import { DEFAULT_BACKOFF, retryDelayMs, type BackoffOptions } from './jobs-backoff.ts';
import { buryJob, claimDueJobs, deleteJob, insertJobs, rescheduleJob } from './jobs-store.ts';
import {
  JobError,
  type ClaimedJob,
  type JobHandler,
  type JobInput,
  type JobLogger,
  type JobQueue,
} from './jobs.types.ts';

/** Settings of one worker; the defaults suit push delivery. */
export type JobWorkerOptions = {
  db: Db;
  clock: Clock;
  logger?: JobLogger;
  /** Jobs claimed (and run side by side) per round. */
  batchSize?: number;
  /** How long a claimed job stays away from other workers; longer than any handler runs. */
  leaseMs?: number;
  /** How often an idle worker looks for due jobs (enqueue in this process wakes it sooner). */
  pollMs?: number;
  backoff?: BackoffOptions;
  /** Jitter source (tests pin it). */
  random?: () => number;
};

/** The worker: a JobQueue for features plus the loop and the test controls. */
export type JobWorker = JobQueue & {
  /** Registers the handler of a queue; only queues with a handler are claimed. */
  handle(queue: string, handler: JobHandler): void;
  /** Starts polling (idempotent). */
  start(): void;
  /** Stops polling and waits for the jobs in progress. */
  stop(): Promise<void>;
  /** One round: claims the due jobs (≤ batchSize), runs them, answers how many ran. */
  runDue(): Promise<number>;
  /** Rounds until nothing is due by the clock; answers how many ran (tests: no sleeping). */
  drain(): Promise<number>;
};

const silentLogger: JobLogger = { info() {}, warn() {}, error() {} };

/** What running one claimed job needs. */
type RunContext = {
  db: Db;
  clock: Clock;
  logger: JobLogger;
  handlers: ReadonlyMap<string, JobHandler>;
  backoff: BackoffOptions;
  random: () => number;
};

/**
 * A small job queue on the app's own PostgreSQL/PGlite (no new dependency). Every time
 * comparison uses the app Clock, so tests move time instead of sleeping through backoff.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, clock } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 120_000;
  const handlers = new Map<string, JobHandler>();
  const context: RunContext = {
    db,
    clock,
    handlers,
    logger: options.logger ?? silentLogger,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    random: options.random ?? Math.random,
  };
  const running = new Set<Promise<unknown>>();
  const pollMs = options.pollMs ?? 1_000;
  const loop = createPollingLoop(runDue, { pollMs, logger: context.logger });

  function runDue(): Promise<number> {
    const round = claimAndRun();
    running.add(round);
    return round.finally(() => running.delete(round));
  }

  async function claimAndRun(): Promise<number> {
    const now = clock.now();
    const claimed = await claimDueJobs(db, {
      queues: [...handlers.keys()],
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit: batchSize,
    });
    await Promise.all(claimed.map((job) => runJob(context, job)));
    return claimed.length;
  }

  return {
    async enqueue(target, input) {
      const list: readonly JobInput[] = Array.isArray(input) ? input : [input as JobInput];
      await insertJobs(target, list, clock.now());
      loop.wake();
    },
    wake: loop.wake,
    runDue,
    async drain() {
      await Promise.allSettled([...running]);
      let total = 0;
      for (let count = await runDue(); count > 0; count = await runDue()) total += count;
      return total;
    },
    handle(queue, handler) {
      handlers.set(queue, handler);
    },
    start: loop.start,
    async stop() {
      loop.stop();
      await Promise.allSettled([...running]);
    },
  };
}

/** Runs one claimed job: done → deleted; failed → rescheduled or buried (never throws). */
async function runJob(context: RunContext, job: ClaimedJob): Promise<void> {
  const { db, clock, logger } = context;
  const handler = context.handlers.get(job.queue);
  try {
    if (!handler) throw new JobError(`no handler for queue ${job.queue}`, false);
    // A lease ran out on the last attempt (its worker died): nothing is left to try.
    if (job.attempts > job.maxAttempts) throw new JobError('lease expired', false);
    await handler(job, { logger, now: clock.now() });
    await deleteJob(db, job);
  } catch (error) {
    await recordFailure(context, job, error).catch((storeError: unknown) =>
      logger.error({ err: storeError, jobId: job.id }, 'job: could not record a failure'),
    );
  }
}

/** Retry with backoff (or the Retry-After it carried) while attempts remain; else a dead letter. */
async function recordFailure(context: RunContext, job: ClaimedJob, error: unknown) {
  const { db, logger } = context;
  const message = error instanceof Error ? error.message : String(error);
  const details = { jobId: job.id, queue: job.queue, attempts: job.attempts, error: message };
  const retryable = !(error instanceof JobError) || error.retryable;
  const now = context.clock.now();
  if (!retryable || job.attempts >= job.maxAttempts) {
    await buryJob(db, job, { at: now, error: message });
    logger.error(details, retryable ? 'job failed: out of attempts' : 'job failed: gave up');
    return;
  }
  const retryAfterMs = error instanceof JobError ? error.retryAfterMs : null;
  const delay = retryDelayMs(job.attempts, retryAfterMs, context.backoff, context.random);
  await rescheduleJob(db, job, { runAt: new Date(now.getTime() + delay), error: message });
  logger.warn({ ...details, retryInMs: delay }, 'job failed: will retry');
}

/**
 * The idle loop: a round, then the next one at once when the round ran jobs (more may be due) or
 * a wake-up came meanwhile, otherwise after `pollMs`.
 */
function createPollingLoop(
  round: () => Promise<number>,
  options: { pollMs: number; logger: JobLogger },
) {
  const state = { stopped: true, timer: undefined as NodeJS.Timeout | undefined, again: false };

  function schedule(delayMs: number) {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => void tick(), delayMs);
  }

  async function tick() {
    state.timer = undefined;
    if (state.stopped) return;
    state.again = false;
    let count = 0;
    try {
      count = await round();
    } catch (error) {
      options.logger.error({ err: error }, 'job worker: claiming failed');
    }
    if (!state.stopped) schedule(count > 0 || state.again ? 0 : options.pollMs);
  }

  return {
    start() {
      if (!state.stopped) return;
      state.stopped = false;
      schedule(0);
    },
    stop() {
      state.stopped = true;
      clearTimeout(state.timer);
      state.timer = undefined;
    },
    wake() {
      if (state.stopped) return;
      // A round in progress looks again right after it; otherwise look now.
      if (state.timer === undefined) state.again = true;
      else schedule(0);
    },
  };
}

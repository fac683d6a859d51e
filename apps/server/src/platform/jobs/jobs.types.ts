import type { Db } from '../../db/client.ts';

/** One job to put on a queue. */
export type JobInput = {
  /** Which handler runs it (e.g. `push`). */
  queue: string;
  /** What the handler needs, as JSON; keep it to ids so the handler reads fresh rows. */
  payload: Record<string, unknown>;
  /** Not before this moment; default now by the app clock. */
  runAt?: Date;
  /** Attempts before the job becomes a dead letter (default 5, the table's). */
  maxAttempts?: number;
};

/** A job a worker holds: `attempts` already counts the run in progress. */
export type ClaimedJob = {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  createdAt: Date;
};

/** pino's shape (Fastify's `app.log` fits), reduced to what the worker writes. */
export type JobLogger = {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
};

/** What a handler gets besides its job. */
export type JobContext = { logger: JobLogger; now: Date };

/**
 * Runs one job. Resolving means done (the row is deleted). Throwing means failed: a plain error
 * or `retryLater(…)` is retried with backoff until max_attempts, `giveUp(…)` keeps the row as a
 * dead letter right away.
 */
export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<void>;

/** The part of the worker that features use: enqueue inside their transaction, wake after it. */
export type JobQueue = {
  /** Inserts the jobs (one insert for many) through `db`, which may be a transaction. */
  enqueue(db: Db, jobs: JobInput | readonly JobInput[]): Promise<void>;
  /** Asks this process's worker to look for due jobs now instead of at its next poll. */
  wake(): void;
};

/** A failure that says how to go on: retry (optionally not before `retryAfterMs`) or give up. */
export class JobError extends Error {
  override name = 'JobError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** A failure worth another attempt; `retryAfterMs` (e.g. from Retry-After) replaces the backoff. */
export const retryLater = (message: string, retryAfterMs: number | null = null) =>
  new JobError(message, true, retryAfterMs);

/** A failure no retry can fix: the job becomes a dead letter now. */
export const giveUp = (message: string) => new JobError(message, false);

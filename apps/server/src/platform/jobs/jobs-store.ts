import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';

import type { ClaimedJob, JobInput } from './jobs.types.ts';

/** Inserts jobs in one statement; `runAt` defaults to `now` (the app clock, never the DB's). */
export async function insertJobs(db: Db, inputs: readonly JobInput[], now: Date): Promise<void> {
  if (inputs.length === 0) return;
  await db.insert(jobs).values(
    inputs.map((input) => ({
      queue: input.queue,
      payload: input.payload,
      runAt: input.runAt ?? now,
      ...(input.maxAttempts === undefined ? {} : { maxAttempts: input.maxAttempts }),
      createdAt: now,
    })),
  );
}

const claimedColumns = {
  id: jobs.id,
  queue: jobs.queue,
  payload: jobs.payload,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  runAt: jobs.runAt,
  createdAt: jobs.createdAt,
};

/**
 * Claims up to `limit` due jobs of these queues for this worker: not a dead letter, run_at
 * passed, and not held (no lease, or a lease that ran out — its worker died). `for update skip
 * locked` lets any number of workers claim at once without waiting on or taking each other's
 * rows; the lease (locked_until) keeps the row away from them once this statement commits.
 * Each claim counts an attempt, so a job that kills its worker still runs out of attempts.
 */
export async function claimDueJobs(
  db: Db,
  args: { queues: readonly string[]; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedJob[]> {
  if (args.queues.length === 0 || args.limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.queue, [...args.queues]),
        isNull(jobs.failedAt),
        lte(jobs.runAt, args.now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, args.now)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(args.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: args.leaseUntil })
    .where(inArray(jobs.id, due))
    .returning(claimedColumns);
}

/**
 * `attempts` fences every write below: a worker whose lease ran out (and whose job another
 * worker claimed again, counting one more attempt) no longer matches and changes nothing.
 */
const held = (job: Pick<ClaimedJob, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));

/** A finished job leaves the table. */
export async function deleteJob(db: Db, job: Pick<ClaimedJob, 'id' | 'attempts'>): Promise<void> {
  await db.delete(jobs).where(held(job));
}

/** A failed attempt: due again at `runAt`, lease released, the error kept for the log. */
export async function rescheduleJob(
  db: Db,
  job: Pick<ClaimedJob, 'id' | 'attempts'>,
  args: { runAt: Date; error: string },
): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: args.runAt, lockedUntil: null, lastError: args.error })
    .where(held(job));
}

/** A dead letter: kept with failed_at and the last error, never claimed again. */
export async function buryJob(
  db: Db,
  job: Pick<ClaimedJob, 'id' | 'attempts'>,
  args: { at: Date; error: string },
): Promise<void> {
  await db
    .update(jobs)
    .set({ failedAt: args.at, lockedUntil: null, lastError: args.error })
    .where(held(job));
}

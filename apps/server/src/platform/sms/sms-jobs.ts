import { z } from 'zod';

import type { Db } from '../../db/client.ts';
import type { SmsMessageRow } from '../../db/schema/sms.ts';
import { addSeconds, type Clock } from '../clock.ts';
import {
  giveUp,
  retryLater,
  type ClaimedJob,
  type JobError,
  type JobLogger,
  type JobQueue,
} from '../jobs/jobs.types.ts';

import * as repo from './sms-outbox.repository.ts';
import { SmsProviderError, type SmsProvider } from './sms-provider.ts';
import { unseal } from './sms-seal.ts';

/** The queue of SMS to send, one job per message. */
export const SMS_QUEUE = 'sms';
/** The queue of delivery status checks of sent SMS. */
export const SMS_STATUS_QUEUE = 'sms-status';
/** Tries per message (10 s, 20 s, 40 s, 80 s apart plus jitter: within a code's 10 minutes). */
export const SMS_SEND_ATTEMPTS = 5;
/** When the delivery status is asked after sending; past the last, the message stays «sent». */
export const SMS_STATUS_POLLS_S = [30, 60, 120, 300, 600, 1800] as const;

/** What the SMS jobs need. */
export type SmsJobDeps = {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  provider: SmsProvider;
  appKey: string;
  logger: JobLogger;
};

const sendJobSchema = z.object({ sms_id: z.number().int().positive() });
const statusJobSchema = sendJobSchema.extend({ poll: z.number().int().min(0) });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const detailsOf = (row: SmsMessageRow) => ({
  smsId: row.id,
  provider: row.provider,
  phone: row.phoneMasked,
});

/** Queues the `poll`-th status check of a sent message; `false` when all were asked. */
async function enqueuePoll(jobs: JobQueue, tx: Db, id: number, poll: number, now: Date) {
  const delay = SMS_STATUS_POLLS_S[poll];
  if (delay === undefined) return false;
  await jobs.enqueue(tx, {
    queue: SMS_STATUS_QUEUE,
    payload: { sms_id: id, poll },
    runAt: addSeconds(now, delay),
    maxAttempts: 3,
  });
  return true;
}

/**
 * The `sms` job: sends a queued message once. A code past its expiry is not sent. A temporary
 * failure is retried with backoff (or the wait the gateway asked for); a permanent one, or the
 * last attempt, marks the message failed and gives up, logged as an error: no balance, wrong
 * credentials or a refused number need a person.
 */
export function createSendJob(deps: SmsJobDeps) {
  const { db, clock, provider, appKey, logger } = deps;
  return async function handleSend(job: ClaimedJob): Promise<void> {
    const parsed = sendJobSchema.safeParse(job.payload);
    if (!parsed.success) throw giveUp('malformed sms job payload');
    const row = await repo.findMessage(db, parsed.data.sms_id);
    if (!row || row.status !== 'queued' || !row.recipientSealed || !row.textSealed) return;
    const now = clock.now();
    if (row.sendUntil && row.sendUntil <= now) {
      const error = 'the code expired before the gateway took it';
      await repo.finish(db, row.id, { status: 'failed', error, at: now, attempted: false });
      logger.error({ ...detailsOf(row), error }, 'sms failed: too late to send');
      return;
    }
    let providerId: string;
    try {
      const to = unseal(appKey, row.recipientSealed);
      ({ providerId } = await provider.send(to, unseal(appKey, row.textSealed)));
    } catch (error) {
      throw await recordFailure(row, job, error, now);
    }
    await db.transaction(async (tx) => {
      await repo.markSent(tx, row.id, providerId, now);
      await enqueuePoll(deps.jobs, tx, row.id, 0, now);
    });
    logger.info({ ...detailsOf(row), providerId }, 'sms sent');
  };

  /** Keeps the failure on the row; answers the job error (retry, or give up when final). */
  async function recordFailure(
    row: SmsMessageRow,
    job: ClaimedJob,
    error: unknown,
    at: Date,
  ): Promise<JobError> {
    const message = messageOf(error);
    const temporary = error instanceof SmsProviderError && error.temporary;
    if (temporary && job.attempts < job.maxAttempts) {
      await repo.noteFailedAttempt(db, row.id, message, at);
      logger.warn({ ...detailsOf(row), error: message, attempt: job.attempts }, 'sms: will retry');
      return retryLater(message, error.retryAfterMs);
    }
    await repo.finish(db, row.id, { status: 'failed', error: message, at, attempted: true });
    logger.error(
      { ...detailsOf(row), error: message, attempts: job.attempts },
      temporary ? 'sms failed: out of attempts' : 'sms failed: the gateway refused it',
    );
    return giveUp(message);
  }
}

/**
 * The `sms-status` job: asks the gateway how a sent message is doing. Delivered or failed is the
 * last word (the sealed number goes); still on its way, it is asked again later, and after the
 * last poll the message stays «sent».
 */
export function createStatusJob(deps: SmsJobDeps) {
  const { db, clock, provider, appKey, logger } = deps;
  return async function handleStatus(job: ClaimedJob): Promise<void> {
    const parsed = statusJobSchema.safeParse(job.payload);
    if (!parsed.success) throw giveUp('malformed sms-status job payload');
    const row = await repo.findMessage(db, parsed.data.sms_id);
    if (!row || row.status !== 'sent' || !row.providerId || !row.recipientSealed) return;
    const now = clock.now();
    const state = await provider
      .status({ providerId: row.providerId, to: unseal(appKey, row.recipientSealed) })
      .catch((error: unknown) => {
        const temporary = error instanceof SmsProviderError && error.temporary;
        throw temporary ? retryLater(error.message) : giveUp(messageOf(error));
      });
    if (state.state === 'pending') {
      if (!(await enqueuePoll(deps.jobs, db, row.id, parsed.data.poll + 1, now))) {
        await repo.finish(db, row.id, { status: 'sent', error: null, at: now, attempted: false });
      }
      return;
    }
    const error = state.state === 'failed' ? state.error : null;
    await repo.finish(db, row.id, { status: state.state, error, at: now, attempted: false });
    if (error) logger.warn({ ...detailsOf(row), error }, 'sms not delivered');
  };
}

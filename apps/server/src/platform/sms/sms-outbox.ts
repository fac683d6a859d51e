import type { SmsMessage } from '../delivery.ts';
import { addSeconds } from '../clock.ts';
import type { Db } from '../../db/client.ts';
import { tooManyAttempts } from '../errors.ts';
import { hmacSha256 } from '../secrets.ts';
import { maskContact } from '../sign-off.ts';

import {
  createSendJob,
  createStatusJob,
  SMS_QUEUE,
  SMS_SEND_ATTEMPTS,
  type SmsJobDeps,
} from './sms-jobs.ts';
import * as repo from './sms-outbox.repository.ts';
import { seal } from './sms-seal.ts';

export const smsLimitReached = (retryAfterSeconds: number) =>
  tooManyAttempts(
    retryAfterSeconds,
    'Слишком много SMS на этот номер. Попробуйте позже.',
    'sms.phone_limit',
  );

/**
 * SMS through a gateway, counted and recorded in `sms_messages` (security R03: no gateway call
 * once a cap is reached). `send` checks our per-phone caps across purposes (notices are counted,
 * never refused), records the message and queues it in one transaction; the jobs send it and
 * follow its delivery status (sms-jobs.ts).
 */
export function createSmsOutbox(
  deps: SmsJobDeps & { limits: { perHour: number; perDay: number } },
) {
  const { db, clock, jobs, appKey } = deps;
  return { send, handleSend: createSendJob(deps), handleStatus: createStatusJob(deps) };

  async function send(message: SmsMessage): Promise<void> {
    const phoneHash = hmacSha256(appKey, `sms-phone:${message.to}`);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repo.lockPhone(tx, phoneHash);
      if (message.purpose !== 'notice') await assertWithinLimits(tx, phoneHash, now);
      const id = await repo.insertMessage(tx, {
        purpose: message.purpose,
        phoneHash,
        phoneMasked: maskContact('phone', message.to),
        provider: deps.provider.name,
        recipientSealed: seal(appKey, message.to),
        textSealed: seal(appKey, message.text),
        sendUntil: message.sendUntil ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await jobs.enqueue(tx, {
        queue: SMS_QUEUE,
        payload: { sms_id: id },
        maxAttempts: SMS_SEND_ATTEMPTS,
      });
    });
    // The job is visible to the worker only now that the transaction committed.
    jobs.wake();
  }

  /** 429 with Retry-After (until the oldest SMS leaves the window) once a cap is reached. */
  async function assertWithinLimits(tx: Db, phoneHash: string, now: Date) {
    const windows = [
      { seconds: 3600, max: deps.limits.perHour },
      { seconds: 86_400, max: deps.limits.perDay },
    ];
    for (const window of windows) {
      const since = addSeconds(now, -window.seconds);
      const { total, oldestAt } = await repo.countSince(tx, phoneHash, since);
      if (total >= window.max && oldestAt) {
        throw smsLimitReached((oldestAt.getTime() - since.getTime()) / 1000);
      }
    }
  }
}

export type SmsOutbox = ReturnType<typeof createSmsOutbox>;

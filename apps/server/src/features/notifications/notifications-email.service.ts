import {
  isChannelEnabled,
  isNotificationType,
  notificationEmail,
} from '@kabinet/domain/notifications';
import { z } from 'zod';

import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { Delivery } from '../../platform/delivery.ts';
import {
  giveUp,
  retryLater,
  type ClaimedJob,
  type JobQueue,
} from '../../platform/jobs/jobs.types.ts';

import { markNotificationsEmailed } from './notifications-digest.repository.ts';
import { findEmailNotification } from './notifications-email.repository.ts';
import { loadNotificationPreferences } from './notifications-preferences.repository.ts';

/** The job queue of notification e-mails: one job per notification. */
export const EMAIL_QUEUE = 'email';
/** Tries per letter before it stays a dead letter (10 s, 20 s, 40 s, 80 s apart plus jitter). */
export const EMAIL_MAX_ATTEMPTS = 5;

/** What the notification service needs to e-mail: the queue the letters go through. */
export type NotificationEmailQueue = { jobs: JobQueue };

const emailJobSchema = z.object({ notification_id: z.uuid() });

/**
 * The `email` job handler. The letter goes to the user's e-mail as it is when the job
 * runs: nothing is sent when the notification is gone or already e-mailed, the user has no
 * e-mail or is not active, or has turned the type's e-mail off meanwhile. A failing SMTP is
 * retried with backoff (the job stays a dead letter after the last try); once sent, the
 * notification gets `emailed_at`, so a repeated job does not send it twice.
 */
export function createEmailDelivery(deps: {
  db: Db;
  delivery: Delivery;
  /** The public address of the web app; the letter links into it. */
  appUrl: string;
  clock?: Clock;
}) {
  const clock = deps.clock ?? systemClock;
  return { handle };

  async function handle(job: ClaimedJob): Promise<void> {
    const parsed = emailJobSchema.safeParse(job.payload);
    if (!parsed.success) throw giveUp('malformed email job payload');
    const row = await findEmailNotification(deps.db, parsed.data.notification_id);
    if (!row || row.emailedAt !== null || !row.email || row.userStatus !== 'ACTIVE') return;
    if (!isNotificationType(row.type)) return;
    const preferences = (await loadNotificationPreferences(deps.db, [row.userId])).get(row.userId);
    if (!preferences || !isChannelEnabled(preferences, row.type, 'email')) return;
    const letter = notificationEmail(row.data, {
      appUrl: deps.appUrl,
      recipientName: row.userName,
    });
    if (!letter) return;
    try {
      await deps.delivery.sendNotice({ channel: 'email', to: row.email, ...letter });
    } catch (error) {
      throw retryLater(error instanceof Error ? error.message : 'e-mail sending failed');
    }
    await markNotificationsEmailed(deps.db, [row.id], clock.now());
  }
}

export type EmailDelivery = ReturnType<typeof createEmailDelivery>;

import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';

/** A delivery channel that queues jobs: the name of its queue and the tries a job gets. */
export type DeliveryQueue = { queue: string; maxAttempts: number };

/**
 * A notification to store. Per channel, the user's default for the type when the channel may
 * carry it (a queue is wired, the type is known, e-mail: sent at once, Telegram: the user has a
 * linked chat), else null: the stored preferences decide only where a default is given.
 */
export type NotificationToStore = {
  id: string;
  userId: number;
  type: string;
  data: Record<string, unknown>;
  push: boolean | null;
  email: boolean | null;
  telegram: boolean | null;
};

/**
 * Whether the user's stored preferences (laid over `input.<channel>`, the default) keep the
 * channel on, as resolveNotificationPreferences and isChannelEnabled decide in the domain: a
 * stored value replaces the default when the type's object has the key, and counts by JavaScript
 * truthiness.
 */
const enabled = (channel: 'push' | 'email' | 'telegram') =>
  `case when input.${channel} is null then false
        when jsonb_typeof(pref.preferences -> input.type) = 'object'
             and (pref.preferences -> input.type) ? '${channel}'
          then (pref.preferences -> input.type -> '${channel}')
               not in ('false'::jsonb, 'null'::jsonb, '0'::jsonb, '""'::jsonb)
        else input.${channel} end`;

// ARCHITECTURE §3: the notifications and their delivery jobs in one statement, so they commit
// together (one statement is one transaction) and storing costs one round trip instead of
// begin, insert, preferences, devices, commit. The recipients' preferences are read in the same
// statement; a push job goes to each device of the user (devices, in id order) on a platform the
// sender reaches ($2), an e-mail or Telegram job to the notification. Jobs are inserted as the
// job queue's enqueue does (platform/jobs/jobs-store.ts: run now by the app clock, tries given),
// push first, then e-mail, then Telegram, each in the notifications' order.
const insertWithJobs = preparedSql<NotificationRow & { queuedJobs: number }>(
  'notifications_insert_with_jobs',
  `with notification_input as (
     select i.* from jsonb_to_recordset($1::jsonb) as i(
       ord integer, id uuid, user_id integer, type text, data jsonb,
       push boolean, email boolean, telegram boolean)
   ), inserted as (
     insert into notifications (id, user_id, type, data)
     select id, user_id, type, data from notification_input order by ord
     returning id, user_id as "userId", type, data, read_at as "readAt",
               emailed_at as "emailedAt", created_at as "createdAt"
   ), wanted as (
     select input.ord, input.id, input.user_id, ${enabled('push')} as push,
            ${enabled('email')} as email, ${enabled('telegram')} as telegram
       from notification_input input
            left join notification_preferences pref on pref.user_id = input.user_id
   ), queued as (
     insert into jobs (queue, payload, max_attempts, run_at, created_at)
     select planned.queue, planned.payload, planned.max_attempts, $3, $3
       from (
         select 1 as rank, wanted.ord, device.id as device_id, $4::text as queue,
                jsonb_build_object('notification_id', wanted.id, 'device_id', device.id) as payload,
                $5::integer as max_attempts
           from wanted join devices device
             on device.user_id = wanted.user_id and $2::jsonb ? device.platform
          where wanted.push
         union all
         select 2, wanted.ord, 0, $6::text, jsonb_build_object('notification_id', wanted.id),
                $7::integer
           from wanted where wanted.email
         union all
         select 3, wanted.ord, 0, $8::text, jsonb_build_object('notification_id', wanted.id),
                $9::integer
           from wanted where wanted.telegram
       ) planned
      order by planned.rank, planned.ord, planned.device_id
     returning 1
   )
   select inserted.*, (select count(*) from queued)::integer as "queuedJobs"
     from inserted join notification_input input on input.id = inserted.id
    order by input.ord`,
);

const NO_QUEUE: DeliveryQueue = { queue: '', maxAttempts: 0 };

/**
 * Stores the notifications (in order) with their push, e-mail and Telegram jobs, all at once;
 * `now` is the jobs' time (the app clock, as the job queue uses). Answers the rows and how many
 * jobs were queued (none: the worker need not be woken).
 */
export async function insertNotificationsWithJobs(
  db: Db,
  items: readonly NotificationToStore[],
  queues: {
    push?: DeliveryQueue | undefined;
    /** The platforms push reaches now. */
    platforms: readonly string[];
    email?: DeliveryQueue | undefined;
    telegram?: DeliveryQueue | undefined;
  },
  now: Date,
): Promise<{ rows: NotificationRow[]; queuedJobs: number }> {
  if (items.length === 0) return { rows: [], queuedJobs: 0 };
  const input = items.map((item, ord) => ({
    ord,
    id: item.id,
    user_id: item.userId,
    type: item.type,
    data: item.data,
    push: item.push,
    email: item.email,
    telegram: item.telegram,
  }));
  const push = queues.push ?? NO_QUEUE;
  const email = queues.email ?? NO_QUEUE;
  const telegram = queues.telegram ?? NO_QUEUE;
  const found = await insertWithJobs(db, [
    JSON.stringify(input),
    JSON.stringify(queues.platforms),
    now,
    push.queue,
    push.maxAttempts,
    email.queue,
    email.maxAttempts,
    telegram.queue,
    telegram.maxAttempts,
  ]);
  return {
    rows: found.map(({ queuedJobs: _, ...row }) => row),
    queuedJobs: found[0]?.queuedJobs ?? 0,
  };
}

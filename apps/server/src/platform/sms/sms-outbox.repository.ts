import { and, asc, count, eq, gt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { smsMessages, type SmsStatus } from '../../db/schema/sms.ts';

/** Serialises the sends to one phone across nodes, so two requests cannot both pass a cap. */
export async function lockPhone(db: Db, phoneHash: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phoneHash}`}))`);
}

/** SMS to the phone since `since`, and the oldest of them (when it leaves the window). */
export async function countSince(db: Db, phoneHash: string, since: Date) {
  const where = and(eq(smsMessages.phoneHash, phoneHash), gt(smsMessages.createdAt, since));
  const [total] = await db.select({ value: count() }).from(smsMessages).where(where);
  const [oldest] = await db
    .select({ createdAt: smsMessages.createdAt })
    .from(smsMessages)
    .where(where)
    .orderBy(asc(smsMessages.createdAt))
    .limit(1);
  return { total: total?.value ?? 0, oldestAt: oldest?.createdAt ?? null };
}

export async function insertMessage(db: Db, values: typeof smsMessages.$inferInsert) {
  const [row] = await db.insert(smsMessages).values(values).returning({ id: smsMessages.id });
  return row!.id;
}

export async function findMessage(db: Db, id: number) {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row ?? null;
}

/** The gateway took the message: its id is kept, the sealed text (the code) is dropped. */
export async function markSent(db: Db, id: number, providerId: string, at: Date) {
  await db
    .update(smsMessages)
    .set({
      status: 'sent',
      providerId,
      error: null,
      textSealed: null,
      attempts: sql`${smsMessages.attempts} + 1`,
      updatedAt: at,
    })
    .where(eq(smsMessages.id, id));
}

/** A failed try that will be retried. */
export async function noteFailedAttempt(db: Db, id: number, error: string, at: Date) {
  await db
    .update(smsMessages)
    .set({ error, attempts: sql`${smsMessages.attempts} + 1`, updatedAt: at })
    .where(eq(smsMessages.id, id));
}

/** The last word on a message: nothing sealed is kept after it. */
export async function finish(
  db: Db,
  id: number,
  args: {
    status: Exclude<SmsStatus, 'queued'>;
    error: string | null;
    at: Date;
    attempted: boolean;
  },
) {
  await db
    .update(smsMessages)
    .set({
      status: args.status,
      ...(args.error === null ? {} : { error: args.error }),
      recipientSealed: null,
      textSealed: null,
      ...(args.attempted ? { attempts: sql`${smsMessages.attempts} + 1` } : {}),
      updatedAt: args.at,
    })
    .where(eq(smsMessages.id, id));
}

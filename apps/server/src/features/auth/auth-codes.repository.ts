import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { verificationCodes, type VerificationCodeRow } from '../../db/schema/auth.ts';

type Purpose = VerificationCodeRow['purpose'];

/** Serialises code requests for one recipient across nodes (transaction-scoped advisory lock). */
export async function lockRecipient(db: Db, recipient: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${recipient}`}))`);
}

/** The newest code of a purpose sent to the recipient (the resend pause is per purpose). */
export async function findLatestCodeTo(db: Db, purpose: Purpose, recipient: string) {
  const [row] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.recipient, recipient)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Codes sent to the recipient since `since`, and the oldest of them. */
export async function countCodesSince(db: Db, recipient: string, since: Date) {
  const where = and(
    eq(verificationCodes.recipient, recipient),
    gt(verificationCodes.createdAt, since),
  );
  const [total] = await db.select({ value: count() }).from(verificationCodes).where(where);
  const [oldest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(where)
    .orderBy(asc(verificationCodes.createdAt))
    .limit(1);
  return { total: total?.value ?? 0, oldestAt: oldest?.createdAt ?? null };
}

/** Closes the open codes of a purpose and recipient, so only the newest one is valid. */
export async function closeOpenCodes(db: Db, purpose: Purpose, recipient: string, at: Date) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.recipient, recipient),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(db: Db, values: typeof verificationCodes.$inferInsert) {
  await db.insert(verificationCodes).values(values);
}

/** The newest open (neither consumed nor verified) code of a purpose and recipient. */
export async function findOpenCode(db: Db, purpose: Purpose, recipient: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.recipient, recipient),
        isNull(verificationCodes.consumedAt),
        isNull(verificationCodes.verifiedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Spends one attempt if any are left; `false` when the code is burnt. */
export async function spendAttempt(db: Db, id: number, maxAttempts: number) {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Marks an open code used; `false` if someone used it first. */
export async function consumeCode(db: Db, id: number, at: Date, verificationTokenHash?: string) {
  const rows = await db
    .update(verificationCodes)
    .set(verificationTokenHash ? { verifiedAt: at, verificationTokenHash } : { consumedAt: at })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        isNull(verificationCodes.verifiedAt),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Uses up a registration verification token verified after `since`; returns its contact. */
export async function consumeVerificationToken(db: Db, tokenHash: string, since: Date, at: Date) {
  const [row] = await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(verificationCodes.verificationTokenHash, tokenHash),
        eq(verificationCodes.purpose, 'register'),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.verifiedAt, since),
      ),
    )
    .returning({ channel: verificationCodes.channel, recipient: verificationCodes.recipient });
  return row ?? null;
}

/** Deletes codes created before `before` (they are long expired and no longer throttle). */
export async function deleteCodesBefore(db: Db, before: Date) {
  await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before));
}

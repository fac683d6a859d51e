import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  onlinePaymentProfiles,
  onlinePaymentSettings,
  type OnlinePaymentProfileRow,
} from '../../db/schema/online-payments.ts';
import { users } from '../../db/schema/users.ts';

export type StoredOnlinePaymentSettings = {
  receiptsEnabled: boolean;
  taxSystemCode: number | null;
};

/** The firm's settings; receipts off until the admin turns them on. */
export async function findSettings(db: Db): Promise<StoredOnlinePaymentSettings> {
  const [row] = await db
    .select()
    .from(onlinePaymentSettings)
    .where(eq(onlinePaymentSettings.id, 1));
  return {
    receiptsEnabled: row?.receiptsEnabled ?? false,
    taxSystemCode: row?.taxSystemCode ?? null,
  };
}

export async function saveSettings(
  db: Db,
  settings: StoredOnlinePaymentSettings,
  actorId: number,
  now: Date,
): Promise<void> {
  const values = { ...settings, updatedBy: actorId, updatedAt: now };
  await db
    .insert(onlinePaymentSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: onlinePaymentSettings.id, set: values });
}

export async function findProfile(
  db: Db,
  companyId: number,
): Promise<OnlinePaymentProfileRow | null> {
  const [row] = await db
    .select()
    .from(onlinePaymentProfiles)
    .where(eq(onlinePaymentProfiles.companyId, companyId));
  return row ?? null;
}

/** Creates the company's profile with these fields or changes them in the one it has. */
/** A profile with no saved card and autopay off: what «Отвязать» and a dead card leave. */
export const FORGOTTEN_SAVED_METHOD = {
  autopay: false,
  savedMethodId: null,
  savedMethodType: null,
  savedMethodTitle: null,
  savedMethodExpiry: null,
  savedMethodIssuer: null,
  savedAt: null,
  savedBy: null,
} satisfies Partial<OnlinePaymentProfileRow>;

export async function saveProfile(
  db: Db,
  companyId: number,
  fields: Partial<Omit<OnlinePaymentProfileRow, 'companyId'>>,
  now: Date,
): Promise<OnlinePaymentProfileRow> {
  const values = { ...fields, updatedAt: now };
  const [row] = await db
    .insert(onlinePaymentProfiles)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: onlinePaymentProfiles.companyId, set: values })
    .returning();
  if (!row) throw new Error('online payment profile upsert returned nothing');
  return row;
}

/** The e-mail of whoever started a payment: their refund's receipt goes where the payment's went. */
export async function findUserEmail(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

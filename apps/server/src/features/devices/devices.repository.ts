import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { devices } from '../../db/schema/devices.ts';

export async function listDevicesOfUser(db: Db, userId: number) {
  return db.select().from(devices).where(eq(devices.userId, userId)).orderBy(asc(devices.id));
}

export async function deleteDevice(db: Db, userId: number, token: string) {
  await db.delete(devices).where(and(eq(devices.userId, userId), eq(devices.token, token)));
}

export async function upsertDevice(
  db: Db,
  values: { userId: number; token: string; platform: 'web' | 'android' | 'ios' },
) {
  const [row] = await db
    .insert(devices)
    .values(values)
    .onConflictDoUpdate({
      target: [devices.userId, devices.token],
      set: { platform: values.platform },
    })
    .returning();
  return row ?? null;
}

/** One device by id, or null when it was removed meanwhile. */
export async function findDeviceById(db: Db, id: number) {
  const [row] = await db.select().from(devices).where(eq(devices.id, id));
  return row ?? null;
}

/** The push service said the token is gone (404/410, FCM UNREGISTERED). */
export async function deleteDeviceById(db: Db, id: number): Promise<void> {
  await db.delete(devices).where(eq(devices.id, id));
}

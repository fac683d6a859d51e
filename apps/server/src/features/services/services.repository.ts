import { asc, count, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { services, type NewServiceRow, type ServiceRow } from '../../db/schema/services.ts';

/** Every service (or only the active ones) by `sort`, then id; the caller groups by category. */
export async function listServices(
  db: Db,
  options: { activeOnly: boolean },
): Promise<ServiceRow[]> {
  const query = db.select().from(services);
  const filtered = options.activeOnly ? query.where(eq(services.isActive, true)) : query;
  return filtered.orderBy(asc(services.sort), asc(services.id));
}

export async function findServiceById(db: Db, id: number): Promise<ServiceRow | null> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row ?? null;
}

export async function countServices(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(services);
  return row?.value ?? 0;
}

export async function insertServices(db: Db, rows: NewServiceRow[]): Promise<ServiceRow[]> {
  if (rows.length === 0) return [];
  return db.insert(services).values(rows).returning();
}

export async function updateService(
  db: Db,
  id: number,
  values: Partial<NewServiceRow>,
): Promise<ServiceRow | null> {
  const [row] = await db.update(services).set(values).where(eq(services.id, id)).returning();
  return row ?? null;
}

import { asc, count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  tariffParams,
  tariffs,
  type NewTariffParamRow,
  type NewTariffRow,
  type TariffParamRow,
  type TariffRow,
} from '../../db/schema/tariffs.ts';

/** Every param in wizard order. */
export async function listTariffParams(db: Db): Promise<TariffParamRow[]> {
  return db.select().from(tariffParams).orderBy(asc(tariffParams.sort), asc(tariffParams.id));
}

/** Every tariff by `sort` (any status). */
export async function listTariffs(db: Db): Promise<TariffRow[]> {
  return db.select().from(tariffs).orderBy(asc(tariffs.sort), asc(tariffs.id));
}

export async function findTariffById(db: Db, id: number): Promise<TariffRow | null> {
  const [row] = await db.select().from(tariffs).where(eq(tariffs.id, id));
  return row ?? null;
}

export async function countTariffs(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(tariffs);
  return row?.value ?? 0;
}

export async function updateTariffParam(
  db: Db,
  id: number,
  values: Partial<NewTariffParamRow>,
): Promise<void> {
  await db.update(tariffParams).set(values).where(eq(tariffParams.id, id));
}

export async function updateTariff(
  db: Db,
  id: number,
  values: Partial<NewTariffRow>,
): Promise<TariffRow | null> {
  const [row] = await db.update(tariffs).set(values).where(eq(tariffs.id, id)).returning();
  return row ?? null;
}

/** Inserts a catalogue with its own ids and moves the id sequences past them. */
export async function insertCatalogue(
  db: Db,
  catalogue: { params: NewTariffParamRow[]; tariffs: NewTariffRow[] },
): Promise<void> {
  await db.insert(tariffs).values(catalogue.tariffs);
  await db.insert(tariffParams).values(catalogue.params);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('tariffs', 'id'), (select max(id) from tariffs))`,
  );
  await db.execute(
    sql`select setval(pg_get_serial_sequence('tariff_params', 'id'), (select max(id) from tariff_params))`,
  );
}

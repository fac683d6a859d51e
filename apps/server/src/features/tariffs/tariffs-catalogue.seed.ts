import { stepOfParam, type Tariff, type TariffParam } from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';
import type { NewTariffParamRow, NewTariffRow } from '../../db/schema/tariffs.ts';
import { TARIFF_PARAMS, TARIFFS } from '../../db/seed/tariff-catalogue.ts';

import { countTariffs, insertCatalogue } from './tariffs.repository.ts';

/** A catalogue param → its row; `sort` keeps the wizard order, `step` its wizard step. */
function paramRow(param: TariffParam, index: number): NewTariffParamRow {
  return {
    id: param.id,
    slug: param.slug,
    type: param.type,
    value: param.value ?? null,
    options: param.options,
    settings: param.settings ?? {},
    step: stepOfParam(param.slug)?.number ?? 0,
    sort: (index + 1) * 10,
  };
}

function tariffRow(tariff: Tariff, index: number): NewTariffRow {
  return {
    id: tariff.id,
    slug: tariff.slug,
    name: tariff.name,
    description: tariff.description ?? '',
    status: tariff.status,
    individualParams: tariff.individual_params,
    sort: (index + 1) * 10,
  };
}

/** Inserts the seeded catalogue once (when there are no tariffs yet). */
export async function seedTariffCatalogue(
  db: Db,
  catalogue: { params: readonly TariffParam[]; tariffs: readonly Tariff[] },
): Promise<boolean> {
  if ((await countTariffs(db)) > 0) return false;
  await insertCatalogue(db, {
    params: catalogue.params.map(paramRow),
    tariffs: catalogue.tariffs.map(tariffRow),
  });
  return true;
}

/** The firm's catalogue (db/seed/tariff-catalogue.ts, pure data). */
export const TARIFF_CATALOGUE = { params: TARIFF_PARAMS, tariffs: TARIFFS };

/**
 * The firm's tariff catalogue is product data, not demo data: every start makes sure it is
 * there (once; admin edits are never overwritten), with or without SEED_DEMO.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await seedTariffCatalogue(db, TARIFF_CATALOGUE);
}

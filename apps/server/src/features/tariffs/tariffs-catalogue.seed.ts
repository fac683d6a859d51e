import { stepOfParam, type Tariff, type TariffParam } from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';
import type { NewTariffParamRow, NewTariffRow } from '../../db/schema/tariffs.ts';

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
    status: tariff.status,
    individualParams: tariff.individual_params,
    sort: (index + 1) * 10,
  };
}

/** Issue 4: inserts the seeded catalogue once (when there are no tariffs yet). */
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

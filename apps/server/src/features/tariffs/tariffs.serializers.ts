import type { Tariff, TariffParam } from '@kabinet/domain/tariffs';

import type { TariffParamRow, TariffRow } from '../../db/schema/tariffs.ts';

/** SPEC §3 Tariff param (GET /api/tariff-params); `value` only when the catalogue sets one. */
export function serializeTariffParam(row: TariffParamRow): TariffParam {
  const param: TariffParam = {
    id: row.id,
    slug: row.slug,
    type: row.type,
    options: row.options,
    settings: row.settings,
  };
  if (row.value !== null) param.value = row.value;
  return param;
}

/** SPEC §3 Tariff without prices (the priced fields are merged in by the page). */
export function serializeTariff(row: TariffRow): Tariff {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    status: row.status,
    individual_params: row.individualParams,
  };
}

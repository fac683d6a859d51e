import {
  calculateTariffs,
  type ParamValues,
  type Tariff,
  type TariffParam,
  type TariffsCalculation,
} from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';

import * as tariffsRepo from './tariffs.repository.ts';
import { serializeTariff, serializeTariffParam } from './tariffs.serializers.ts';

/** The catalogue as the engine takes it: params in wizard order, tariffs by sort. */
export type Catalogue = { params: TariffParam[]; tariffs: Tariff[] };

/** SPEC §7 Tariffs: the catalogue read by the wizard and priced by the engine. */
export function createTariffsService(deps: { db: Db }) {
  const { db } = deps;
  return { getCatalogue, getFullCatalogue, listParams, calculate };

  /** Params and the tariffs a company can connect (status ACTIVE). */
  async function getCatalogue(): Promise<Catalogue> {
    const full = await getFullCatalogue();
    return { params: full.params, tariffs: full.tariffs.filter((t) => t.status === 'ACTIVE') };
  }

  /** Params and every tariff, whatever its status (admin). */
  async function getFullCatalogue(): Promise<Catalogue> {
    const [params, tariffs] = await Promise.all([
      tariffsRepo.listTariffParams(db),
      tariffsRepo.listTariffs(db),
    ]);
    return { params: params.map(serializeTariffParam), tariffs: tariffs.map(serializeTariff) };
  }

  async function listParams(): Promise<TariffParam[]> {
    return (await tariffsRepo.listTariffParams(db)).map(serializeTariffParam);
  }

  /** TARIFF-PRICING: the one engine, for the catalogue, values and the company's tariffs. */
  function calculate(
    catalogue: Catalogue,
    values: ParamValues,
    companyTariffs: readonly { status: string }[],
  ): TariffsCalculation {
    return calculateTariffs({ ...catalogue, values, companyTariffs });
  }
}

export type TariffsService = ReturnType<typeof createTariffsService>;

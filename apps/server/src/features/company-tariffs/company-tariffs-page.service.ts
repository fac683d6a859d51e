import {
  COMPANY_TARIFF_STATUS,
  initialWizardValues,
  pickCurrentCompanyTariff,
  TARIFF_WIZARD_STEPS,
  toTariffTotalsWire,
  type ParamValues,
  type TariffPage,
} from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';
import type { Catalogue, TariffsService } from '../tariffs/tariffs.service.ts';

import type { Actor, CompanyScope } from './company-tariffs-scope.service.ts';
import * as repo from './company-tariffs.repository.ts';
import { serializeCompanyTariff } from './company-tariffs.serializers.ts';

type Resource = ReturnType<typeof serializeCompanyTariff>;

/** The values the wizard starts from: the draft's, else the current tariff's, else defaults. */
function startingValues(catalogue: Catalogue, draft: Resource | null, current: Resource | null) {
  const saved = (draft ?? current)?.info?.params as ParamValues | null | undefined;
  return { ...initialWizardValues(catalogue.params), ...saved };
}

/** The wizard's reads: the page in one call, priced tariffs and live prices for the company. */
export function createTariffPageService(deps: {
  db: Db;
  tariffs: TariffsService;
  scope: CompanyScope;
}) {
  const { db, scope, tariffs } = deps;
  return { getPage, listPricedTariffs, calculate };

  async function companyTariffsOf(companyId: number | null) {
    return companyId
      ? (await repo.listCompanyTariffs(db, companyId)).map(serializeCompanyTariff)
      : [];
  }

  /** GET /api/tariff-page: steps, params, priced tariffs, values, company tariffs, calculation. */
  async function getPage(actor: Actor, companyId?: number): Promise<TariffPage> {
    const id = await scope.resolveCompanyId(actor, companyId);
    const [catalogue, list] = await Promise.all([tariffs.getCatalogue(), companyTariffsOf(id)]);
    const draft = list.find((item) => item.status === COMPANY_TARIFF_STATUS.DRAFT) ?? null;
    const current = pickCurrentCompanyTariff(list);
    const connected = pickCurrentCompanyTariff(list.filter((item) => item !== draft));
    const values = startingValues(catalogue, draft, connected);
    const calculation = tariffs.calculate(catalogue, values, list);
    return {
      steps: TARIFF_WIZARD_STEPS.map((step) => ({ ...step, param_slugs: [...step.param_slugs] })),
      params: catalogue.params,
      tariffs: withTotals(catalogue, calculation),
      values,
      company_tariffs: list,
      current,
      draft,
      calculation,
      show_first_month: calculation.show_first_month,
    };
  }

  /** GET /api/tariff: the tariffs, priced for the active company's current values when complete. */
  async function listPricedTariffs(actor: Actor) {
    const catalogue = await tariffs.getCatalogue();
    const list = await companyTariffsOf(await scope.findActiveCompanyId(actor));
    const draft = list.find((item) => item.status === COMPANY_TARIFF_STATUS.DRAFT) ?? null;
    const connected = pickCurrentCompanyTariff(list.filter((item) => item !== draft));
    const values = startingValues(catalogue, draft, connected);
    return withTotals(catalogue, tariffs.calculate(catalogue, values, list));
  }

  /** POST /api/v1/tariffs/calculate: the engine's answer for these values and the company. */
  async function calculate(actor: Actor, values: ParamValues, companyId?: number) {
    const id = await scope.resolveCompanyId(actor, companyId);
    const [catalogue, list] = await Promise.all([tariffs.getCatalogue(), companyTariffsOf(id)]);
    return tariffs.calculate(catalogue, values, list);
  }
}

function withTotals(catalogue: Catalogue, calculation: ReturnType<TariffsService['calculate']>) {
  return catalogue.tariffs.map((tariff) => {
    const priced = calculation.tariffs.find((item) => item.id === tariff.id);
    return priced ? { ...tariff, ...toTariffTotalsWire(priced) } : tariff;
  });
}

export type TariffPageService = ReturnType<typeof createTariffPageService>;

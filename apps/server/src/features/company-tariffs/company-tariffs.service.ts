import {
  canDeleteCompanyTariff,
  COMPANY_TARIFF_STATUS,
  pickCurrentCompanyTariff,
  type CompanyTariffStatus,
  type ParamValues,
  type TariffValuesBody,
} from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Catalogue, TariffsService } from '../tariffs/tariffs.service.ts';

import {
  buildInfo,
  chosenMonths,
  chosenTariff,
  valuesForSaving,
} from './company-tariffs-info.mapping.ts';
import { withdrawConnection, type ConnectBilling } from './company-tariffs-connect.service.ts';
import type { Actor, CompanyScope } from './company-tariffs-scope.service.ts';
import { calculationProblems, cannotDelete } from './company-tariffs.errors.ts';
import * as repo from './company-tariffs.repository.ts';
import { serializeCompanyTariff, serializeHistoryEntry } from './company-tariffs.serializers.ts';

/**
 * A draft keeps the normalised values; once a tariff, a period and every step are chosen it
 * also keeps the engine's prices (the same snapshot a connection stores).
 */
function draftContent(
  catalogue: Catalogue,
  values: ParamValues,
  list: readonly { status: string }[],
  calculate: TariffsService['calculate'],
) {
  const tariff = chosenTariff(catalogue.tariffs, values);
  const months = chosenMonths(values);
  const bare = {
    info: { params: values } as Record<string, unknown>,
    amount: null,
    tariff,
    months,
  };
  if (!tariff || !months) return bare;
  const calculation = calculate({ ...catalogue, tariffs: [tariff] }, values, list);
  if (calculation.problems.length > 0) throw calculationProblems(calculation.problems);
  const [priced] = calculation.tariffs;
  if (!calculation.complete || !priced) return bare;
  const showFirstMonth = calculation.show_first_month;
  return { ...buildInfo({ tariff, priced, values, months, showFirstMonth }), tariff, months };
}

/** Inserts the company's DRAFT; a concurrent save's draft is updated instead. */
async function insertDraft(
  db: Db,
  clock: Clock,
  actor: Actor,
  companyId: number,
  row: Omit<Parameters<typeof repo.insertCompanyTariff>[1], 'companyId' | 'status'>,
): Promise<number> {
  const status = COMPANY_TARIFF_STATUS.DRAFT;
  try {
    const created = await repo.insertCompanyTariff(db, {
      ...row,
      companyId,
      status,
      createdBy: actor.id,
    });
    return created.id;
  } catch (error) {
    // Two saves at once: the unique draft index kept one; update that one instead.
    if (!isUniqueViolation(error)) throw error;
    const existing = (await repo.listCompanyTariffs(db, companyId)).find(
      (item) => item.status === status,
    );
    if (!existing) throw error;
    await repo.updateCompanyTariff(db, existing.id, { ...row, updatedAt: clock.now() });
    return existing.id;
  }
}

/** SPEC §7 company tariffs: reads by the active company, the draft, deletion and history. */
export function createCompanyTariffsService(deps: {
  db: Db;
  clock: Clock;
  tariffs: TariffsService;
  scope: CompanyScope;
  /** Billing cancels a deleted connection's open invoices. */
  billing?: Pick<ConnectBilling, 'cancelTariffInvoices'>;
}) {
  const { db, clock, scope } = deps;
  return {
    listByActive,
    currentByActive,
    findByStatus,
    saveDraft,
    deleteTariff,
    listHistory,
    activeTariffSlug,
  };

  /**
   * The slug of the company's ACTIVE tariff, or null — for features that open by
   * tariff (the management graphs); the caller has already checked access to the company.
   */
  async function activeTariffSlug(companyId: number): Promise<string | null> {
    const active = (await repo.listCompanyTariffs(db, companyId)).find(
      (row) => row.status === 'ACTIVE',
    );
    return active ? serializeCompanyTariff(active).tariff_slug || null : null;
  }

  async function listByActive(actor: Actor, companyId?: number) {
    const id = await scope.resolveCompanyId(actor, companyId);
    return (await repo.listCompanyTariffs(db, id)).map(serializeCompanyTariff);
  }

  /** SPEC §4: the current tariff by the priority rule. */
  async function currentByActive(actor: Actor, companyId?: number) {
    return pickCurrentCompanyTariff(await listByActive(actor, companyId));
  }

  /** The newest tariff of the company in `status` (`current` = by the priority rule). */
  async function findByStatus(
    actor: Actor,
    status: CompanyTariffStatus | 'current',
    company: number | 'active',
  ) {
    const list = await listByActive(actor, company === 'active' ? undefined : company);
    if (status === 'current') return pickCurrentCompanyTariff(list);
    return list.find((item) => item.status === status) ?? null;
  }

  /** The company's single DRAFT, created or updated with normalised values. */
  async function saveDraft(actor: Actor, body: TariffValuesBody) {
    const companyId = await scope.resolveCompanyId(actor, body.company_id);
    const catalogue = await deps.tariffs.getCatalogue();
    const values = valuesForSaving(catalogue.params, body.values);
    const list = await repo.listCompanyTariffs(db, companyId);
    const { info, amount, tariff, months } = draftContent(
      catalogue,
      values,
      list,
      deps.tariffs.calculate,
    );
    const draft = list.find((item) => item.status === COMPANY_TARIFF_STATUS.DRAFT);
    const row = { tariffId: tariff?.id ?? null, info, amount, payMonthsCount: months };
    const id = draft ? draft.id : await insertDraft(db, clock, actor, companyId, row);
    if (draft) await repo.updateCompanyTariff(db, draft.id, { ...row, updatedAt: clock.now() });
    const saved = await repo.findCompanyTariff(db, id);
    if (!saved) throw new Error('draft vanished after save');
    return serializeCompanyTariff(saved);
  }

  /** SPEC §4: only DRAFT, NEW_MONEY_NOT_ENOUGH and NEW_NEXT_MONTH_MONEY_NOT_ENOUGH go. */
  async function deleteTariff(actor: Actor, id: number) {
    const row = await scope.getVisibleTariff(actor, id);
    if (!canDeleteCompanyTariff(row.status)) throw cannotDelete(row.status);
    await db.transaction((tx) => withdrawConnection(tx, deps.billing, row.id));
    return { id: row.id };
  }

  async function listHistory(actor: Actor, id: number) {
    const row = await scope.getVisibleTariff(actor, id);
    return (await repo.listHistory(db, row.id)).map(serializeHistoryEntry);
  }
}

export type CompanyTariffsService = ReturnType<typeof createCompanyTariffsService>;

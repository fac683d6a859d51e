import { kopecksToRoubles } from '@kabinet/domain/money';
import { isCalendarDate, localDate } from '@kabinet/domain/shared';
import {
  canDeleteCompanyTariff,
  COMPANY_TARIFF_STATUS,
  connectionStatus,
  firstDayOfNextMonth,
  firstIncompleteStep,
  missingOnStep,
  OPEN_CONNECTION_STATUSES,
  RUNNING_TARIFF_STATUSES,
  type ParamValues,
  type Tariff,
  type TariffsCalculation,
  type TariffValuesBody,
} from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';
import type { CompanyTariffRow } from '../../db/schema/company-tariffs.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Catalogue, TariffsService } from '../tariffs/tariffs.service.ts';

import type { StatusPublisher } from './company-tariffs.events.ts';
import {
  buildInfo,
  chosenMonths,
  chosenTariff,
  valuesForSaving,
} from './company-tariffs-info.mapping.ts';
import type { Actor, CompanyScope } from './company-tariffs-scope.service.ts';
import {
  badDateConnect,
  calculationIncomplete,
  calculationProblems,
  companyNotFound,
  connectionInProgress,
  periodNotOffered,
  pastDateConnect,
  tariffRequired,
} from './company-tariffs.errors.ts';
import * as repo from './company-tariffs.repository.ts';
import { serializeCompanyTariff } from './company-tariffs.serializers.ts';

/** The firm's local date ('YYYY-MM-DD', Europe/Moscow): «this month» is the firm's month. */

function requestedDate(values: ParamValues, today: string): string {
  const raw = values.date_connect;
  if (raw === null || raw === undefined || raw === '') return today;
  const date = typeof raw === 'string' ? raw.slice(0, 10) : '';
  if (!isCalendarDate(date)) throw badDateConnect();
  if (date < today) throw pastDateConnect();
  return date;
}

/** The same choices as an open connection: a retry, not a new order. */
function sameChoice(row: CompanyTariffRow, tariffId: number, months: number, values: ParamValues) {
  const params = ((row.info as { params?: ParamValues }).params ?? {}) as ParamValues;
  const slugs = new Set([...Object.keys(params), ...Object.keys(values)]);
  // jsonb does not keep key order: compare slug by slug.
  const sameValues = [...slugs].every(
    (slug) => JSON.stringify(params[slug] ?? null) === JSON.stringify(values[slug] ?? null),
  );
  return row.tariffId === tariffId && row.payMonthsCount === months && sameValues;
}

/** The engine's answer for the chosen tariff → the snapshot and the amount, or the 422 why not. */
function priceChoice(args: {
  calculation: TariffsCalculation;
  tariff: Tariff;
  values: ParamValues;
  months: number;
}) {
  const { calculation, tariff, values, months } = args;
  if (!calculation.complete) {
    const step = firstIncompleteStep(calculation.missing);
    const message = step ? missingOnStep(step, calculation.missing) : null;
    throw calculationIncomplete(message ?? 'Заполните все шаги.', calculation.missing);
  }
  if (calculation.problems.length > 0) throw calculationProblems(calculation.problems);
  const [priced] = calculation.tariffs;
  if (!priced) throw tariffRequired();
  const showFirstMonth = calculation.show_first_month;
  const { info, amount } = buildInfo({ tariff, priced, values, months, showFirstMonth });
  if (amount === null) throw periodNotOffered();
  return { info, amount };
}

/** What the company asked for, checked before the transaction. */
type Choice = {
  companyId: number;
  catalogue: Catalogue;
  tariff: Tariff;
  values: ParamValues;
  months: number;
  date: string;
  today: string;
};

/**
 * What connect needs of billing, filled in by services.ts (company-tariffs does not
 * import billing): the company's ledger balance, and the tariff invoice issued in the connect's
 * own transaction (its id), told to the company's users after commit (`invoiceIssued`).
 */
export type ConnectBilling = {
  balanceKopecks(tx: Db, companyId: number): Promise<number>;
  issueTariffInvoice(
    tx: Db,
    args: {
      companyId: number;
      companyTariffId: number;
      info: Record<string, unknown>;
      amount: number;
      actorId: number;
    },
  ): Promise<number>;
  /** After commit: «Выставлен счёт» to the company's client users but the actor; never throws. */
  invoiceIssued(invoiceId: number, actorUserId: number): Promise<void>;
  /** The open invoices of a connection that is withdrawn (deleted or replaced) are cancelled. */
  cancelTariffInvoices(tx: Db, companyTariffId: number): Promise<void>;
};

type LockedDeps = {
  tariffs: TariffsService;
  now: Date;
  actorId: number;
  idempotencyKey?: string;
  billing?: ConnectBilling;
};

/**
 * Deletes a connection that is withdrawn before it started (the client deleted it, or a new
 * choice replaced it); its open invoices are cancelled in the same transaction.
 */
export async function withdrawConnection(
  tx: Db,
  billing: Pick<ConnectBilling, 'cancelTariffInvoices'> | undefined,
  companyTariffId: number,
): Promise<void> {
  await billing?.cancelTariffInvoices(tx, companyTariffId);
  await repo.deleteCompanyTariff(tx, companyTariffId);
}

/** A connection the balance does not cover gets its invoice. */
const AWAITING_MONEY: readonly string[] = [
  COMPANY_TARIFF_STATUS.NEW_MONEY_NOT_ENOUGH,
  COMPANY_TARIFF_STATUS.NEW_NEXT_MONTH_MONEY_NOT_ENOUGH,
];

/** The tariff invoice of a connection the balance does not cover, and its id. */
async function invoiceIf(
  uncovered: boolean,
  tx: Db,
  billing: ConnectBilling | undefined,
  invoice: Parameters<ConnectBilling['issueTariffInvoice']>[1],
): Promise<{ invoiceId?: number }> {
  if (!uncovered || !billing) return {};
  return { invoiceId: await billing.issueTariffInvoice(tx, invoice) };
}

/**
 * Inside the company lock: price, dedupe against an open connection with the same choice,
 * insert with its first history row, and consume the draft.
 */
async function connectLocked(
  tx: Db,
  deps: LockedDeps,
  choice: Choice,
  balance: number,
): Promise<{ id: number; created: boolean; invoiceId?: number }> {
  const { companyId, tariff, values, months, date, today } = choice;
  const list = await repo.listCompanyTariffs(tx, companyId);
  const catalogue = { ...choice.catalogue, tariffs: [tariff] };
  const calculation = deps.tariffs.calculate(catalogue, values, list);
  const { info, amount } = priceChoice({ calculation, tariff, values, months });
  const open = list.find((item) => OPEN_CONNECTION_STATUSES.includes(item.status));
  if (open && sameChoice(open, tariff.id, months, values)) return { id: open.id, created: false };
  if (open && !canDeleteCompanyTariff(open.status)) throw connectionInProgress();
  if (open) await withdrawConnection(tx, deps.billing, open.id);

  const replacesRunning = list.some((item) => RUNNING_TARIFF_STATUSES.includes(item.status));
  const status = connectionStatus({ replacesRunning, dateConnect: date, today, balance, amount });
  const { now, actorId } = deps;
  const row = await repo.insertCompanyTariff(tx, {
    companyId,
    tariffId: tariff.id,
    status,
    info,
    amount,
    payMonthsCount: months,
    dateConnect: replacesRunning ? firstDayOfNextMonth(today) : date,
    idempotencyKey: deps.idempotencyKey ?? null,
    createdBy: actorId,
    createdAt: now,
    updatedAt: now,
  });
  const history = { companyTariffId: row.id, fromStatus: null, toStatus: status };
  await repo.insertHistory(tx, { ...history, actorUserId: actorId, at: now });
  const draft = list.find((item) => item.status === COMPANY_TARIFF_STATUS.DRAFT);
  if (draft) await repo.deleteCompanyTariff(tx, draft.id);
  const uncovered = AWAITING_MONEY.includes(status) || balance < amount;
  const invoice = { companyId, companyTariffId: row.id, info, amount, actorId };
  return { id: row.id, created: true, ...(await invoiceIf(uncovered, tx, deps.billing, invoice)) };
}

/**
 * Connect: the server prices the tariff itself (client prices are ignored), picks the
 * status from the connection date, the balance and a running tariff, stores the info snapshot
 * and consumes the draft — in one transaction holding the company's row lock. A retry (same
 * Idempotency-Key, or the same choice while it is still being connected) gets the same tariff.
 */
export function createConnectService(deps: {
  db: Db;
  clock: Clock;
  tariffs: TariffsService;
  scope: CompanyScope;
  publish: StatusPublisher;
  /** The ledger balance and the tariff invoice (absent: the company's balance column). */
  billing?: ConnectBilling;
}) {
  const { db, clock, scope } = deps;
  return { connect };

  async function connect(actor: Actor, body: TariffValuesBody, idempotencyKey?: string) {
    const companyId = await scope.resolveCompanyId(actor, body.company_id);
    const catalogue = await deps.tariffs.getCatalogue();
    const values = valuesForSaving(catalogue.params, body.values);
    const tariff = chosenTariff(catalogue.tariffs, values);
    if (!tariff) throw tariffRequired();
    const months = chosenMonths(values);
    if (!months) throw periodNotOffered();
    const today = localDate(clock.now());
    const date = requestedDate(values, today);
    const choice = { companyId, catalogue, tariff, values, months, today, date };

    const outcome = await db.transaction(async (tx) => {
      const company = await repo.lockCompany(tx, companyId);
      if (!company) throw companyNotFound();
      const ownerUserId = company.userId;
      const replayed = idempotencyKey
        ? await repo.findByIdempotencyKey(tx, companyId, idempotencyKey)
        : null;
      if (replayed) return { id: replayed.id, created: false, ownerUserId };
      const { billing } = deps;
      const locked = {
        tariffs: deps.tariffs,
        now: clock.now(),
        actorId: actor.id,
        idempotencyKey,
        billing,
      };
      // The balance is the ledger's (roubles, as the tariff amount) when billing is wired.
      const balance = billing
        ? kopecksToRoubles(await billing.balanceKopecks(tx, companyId))
        : company.balance;
      return { ...(await connectLocked(tx, locked, choice, balance)), ownerUserId };
    });

    const saved = await repo.findCompanyTariff(db, outcome.id);
    if (!saved) throw new Error('connected tariff vanished');
    const resource = serializeCompanyTariff(saved);
    if (outcome.created) {
      const { ownerUserId } = outcome;
      const status = { fromStatus: null, toStatus: resource.status, actorUserId: actor.id };
      await deps.publish([{ ownerUserId, companyTariff: resource, ...status }]);
    }
    // The invoice committed with the connection; its users hear of it now.
    if (outcome.invoiceId !== undefined) {
      await deps.billing?.invoiceIssued(outcome.invoiceId, actor.id);
    }
    return resource;
  }
}

export type ConnectService = ReturnType<typeof createConnectService>;

import {
  COMPANY_TARIFF_STATUS as S,
  RUNNING_TARIFF_STATUSES,
  type CompanyTariffStatus,
} from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';

import type { CompanyTariffStatusChange, StatusPublisher } from './company-tariffs.events.ts';
import * as repo from './company-tariffs.repository.ts';
import { serializeCompanyTariff } from './company-tariffs.serializers.ts';

/** One status change made by a payment or by the month: which tariff, from, to. */
export type PaidStatusChange = {
  id: number;
  companyId: number;
  from: CompanyTariffStatus;
  to: CompanyTariffStatus;
};

/** What a covering payment moves a connection waiting for money to. */
const PAID_STATUS: Partial<Record<CompanyTariffStatus, CompanyTariffStatus>> = {
  [S.NEW_MONEY_NOT_ENOUGH]: S.NEW,
  [S.NEW_NEXT_MONTH_MONEY_NOT_ENOUGH]: S.NEW_NEXT_MONTH,
};

/** Statuses the month's first day turns ACTIVE. */
export const ACTIVATED_ON_MONTH_START: readonly CompanyTariffStatus[] = [
  S.NEW_NEXT_MONTH,
  S.WAITING_NEXT_MONTH,
];

async function apply(
  tx: Db,
  change: PaidStatusChange,
  actorUserId: number | null,
  at: Date,
  comment: string,
) {
  const firstActivation = change.to === S.ACTIVE ? { connectedAt: at } : {};
  await repo.updateCompanyTariff(tx, change.id, {
    status: change.to,
    updatedAt: at,
    ...firstActivation,
  });
  await repo.insertHistory(tx, {
    companyTariffId: change.id,
    fromStatus: change.from,
    toStatus: change.to,
    actorUserId,
    comment,
    at,
  });
}

/**
 * The connected tariff's invoice is paid, in the paying transaction `tx`:
 * NEW_MONEY_NOT_ENOUGH → NEW and NEW_NEXT_MONTH_MONEY_NOT_ENOUGH → NEW_NEXT_MONTH with a history
 * row (who recorded the payment, null for the system). Any other status is left as it is
 * (null): a tariff staff already activated or cancelled is not moved by money.
 */
export async function markCompanyTariffPaid(
  tx: Db,
  args: { id: number; actorUserId: number | null; at: Date },
): Promise<PaidStatusChange | null> {
  const row = await repo.lockCompanyTariff(tx, args.id);
  const to = row ? PAID_STATUS[row.status] : undefined;
  if (!row || !to) return null;
  const change = { id: row.id, companyId: row.companyId, from: row.status, to };
  await apply(tx, change, args.actorUserId, args.at, 'Счёт оплачен');
  return change;
}

/** Tariffs that may start this month (ids only: each is re-read under its lock). */
export async function listTariffsToActivate(db: Db): Promise<{ id: number; companyId: number }[]> {
  const rows = await repo.listCompanyTariffsByStatuses(db, ACTIVATED_ON_MONTH_START);
  return rows.map((row) => ({ id: row.id, companyId: row.companyId }));
}

/**
 * Monthly job: in `tx`, which holds the company's lock, turns the tariff ACTIVE when
 * it is still NEW_NEXT_MONTH or WAITING_NEXT_MONTH and its connection month (`date_connect`)
 * has come (`month` 'YYYY-MM', Moscow); the company's running tariff it replaces goes to
 * ARCHIVE. Both with history by the system. Run again, it finds nothing to do.
 */
export async function activateTariffForMonth(
  tx: Db,
  args: { id: number; month: string; at: Date },
): Promise<PaidStatusChange[]> {
  const row = await repo.lockCompanyTariff(tx, args.id);
  if (!row || !ACTIVATED_ON_MONTH_START.includes(row.status)) return [];
  if ((row.dateConnect ?? '').slice(0, 7) > args.month) return [];
  const changes: PaidStatusChange[] = [];
  const running = await repo.listCompanyTariffsInStatuses(
    tx,
    row.companyId,
    RUNNING_TARIFF_STATUSES,
    row.id,
  );
  for (const other of running) {
    const archive = { id: other.id, companyId: row.companyId, from: other.status, to: S.ARCHIVE };
    await apply(tx, archive, null, args.at, 'Заменён новым тарифом');
    changes.push(archive);
  }
  const activate = { id: row.id, companyId: row.companyId, from: row.status, to: S.ACTIVE };
  await apply(tx, activate, null, args.at, 'Подключён с начала месяца');
  changes.push(activate);
  return changes;
}

/** The ACTIVE tariffs the month is charged for, with their price snapshots. */
export async function listActiveTariffs(
  db: Db,
): Promise<{ id: number; companyId: number; info: Record<string, unknown> }[]> {
  const rows = await repo.listCompanyTariffsByStatuses(db, [S.ACTIVE]);
  return rows.map((row) => ({ id: row.id, companyId: row.companyId, info: row.info }));
}

/**
 * A parameter the company chose for its ACTIVE tariff (the wizard's values kept in the
 * tariff's `info.params`), e.g. `operations_count`; undefined without an active tariff.
 */
export async function activeTariffParam(db: Db, companyId: number, slug: string): Promise<unknown> {
  const active = (await repo.listCompanyTariffs(db, companyId)).find(
    (row) => row.status === S.ACTIVE,
  );
  const params = active?.info.params;
  return params && typeof params === 'object'
    ? (params as Record<string, unknown>)[slug]
    : undefined;
}

/** Tells the owner (realtime) and the company's users (notifications) after commit. */
export type PublishPaidChanges = (
  changes: readonly PaidStatusChange[],
  actorUserId: number | null,
) => Promise<void>;

/**
 * Publishes what a payment or the month job changed, after its commit, through the
 * same publisher as staff status changes: the CompanyTariffStatusChanged event to the owner and
 * the tariff status notification (e.g. «тариф «Финансовый» — активен»).
 */
export function createPaidChangePublisher(deps: {
  db: Db;
  publish: StatusPublisher;
}): PublishPaidChanges {
  return async function publishPaidChanges(changes, actorUserId) {
    const published: CompanyTariffStatusChange[] = [];
    for (const change of changes) {
      const [saved, company] = await Promise.all([
        repo.findCompanyTariff(deps.db, change.id),
        repo.findCompany(deps.db, change.companyId),
      ]);
      if (!saved || !company) continue;
      published.push({
        ownerUserId: company.userId,
        companyTariff: serializeCompanyTariff(saved),
        fromStatus: change.from,
        toStatus: change.to,
        actorUserId,
      });
    }
    await deps.publish(published);
  };
}

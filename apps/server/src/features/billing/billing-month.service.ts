import { localDate } from '@kabinet/domain/shared';
import {
  INVOICE_STATUS,
  LEDGER_KIND,
  tariffMonthChargeKopecks,
  type InvoiceStatus,
} from '@kabinet/domain/billing';
import { formatInvoiceNumber } from '@kabinet/domain/money';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  activateTariffForMonth,
  listActiveTariffs,
  listTariffsToActivate,
  type PaidStatusChange,
  type PublishPaidChanges,
} from '../company-tariffs/company-tariffs-payment.service.ts';

import { postLedgerEntry } from './billing-ledger.service.ts';
import type { NotifyBilling } from './billing.events.ts';
import * as repo from './billing.repository.ts';

/** What one run of the month did (for the log and the tests). */
export type MonthRun = {
  month: string;
  activated: PaidStatusChange[];
  charged: number;
  overdue: number;
};

const OVERDUE_FROM: readonly InvoiceStatus[] = [
  INVOICE_STATUS.ISSUED,
  INVOICE_STATUS.PARTIALLY_PAID,
];

/**
 * Monthly job, safe to run any time, on any number of nodes, any number of times:
 * (1) tariffs NEW_NEXT_MONTH / WAITING_NEXT_MONTH whose month has come (Moscow) become ACTIVE
 * and the tariff they replace ARCHIVE — each under its company's lock, re-checked there;
 * (2) every ACTIVE tariff is charged the current month once — the ledger source
 * `tariff_month:<company tariff id>:<YYYY-MM>` is unique, so a second run, a second node or a
 * restart mid-way posts nothing twice; (3) open invoices past their due date become Просрочен.
 * It runs hourly, so the 1st of the month (and a missed one after downtime) is caught up.
 */
export function createMonthService(deps: {
  db: Db;
  clock: Clock;
  publishTariffChanges?: PublishPaidChanges;
  notify?: NotifyBilling;
}) {
  const { db, clock } = deps;
  return { runMonth };

  async function runMonth(): Promise<MonthRun> {
    const now = clock.now();
    const today = localDate(now);
    const month = today.slice(0, 7);
    const activated: PaidStatusChange[] = [];
    for (const tariff of await listTariffsToActivate(db)) {
      const changes = await db.transaction(async (tx) => {
        await repo.lockCompanyRow(tx, tariff.companyId);
        return activateTariffForMonth(tx, { id: tariff.id, month, at: now });
      });
      activated.push(...changes);
      if (changes.length > 0) await deps.publishTariffChanges?.(changes, null);
    }
    let charged = 0;
    for (const tariff of await listActiveTariffs(db)) {
      const posted = await db.transaction(async (tx) => {
        await repo.lockCompanyRow(tx, tariff.companyId);
        const index = await repo.countMonthCharges(tx, tariff.id);
        const amount = tariffMonthChargeKopecks(tariff.info, index);
        if (amount <= 0) return false;
        return postLedgerEntry(tx, {
          companyId: tariff.companyId,
          kind: LEDGER_KIND.CHARGE,
          amountKopecks: -amount,
          sourceType: 'tariff_month',
          sourceId: `${tariff.id}:${month}`,
          reason: `Обслуживание по тарифу за ${month}`,
          createdBy: null,
          createdAt: now,
        });
      });
      if (posted) charged += 1;
    }
    let overdue = 0;
    for (const candidate of await repo.listOverdueCandidates(db, today, OVERDUE_FROM)) {
      const moved = await db.transaction(async (tx) => {
        const row = await repo.lockInvoice(tx, candidate.id);
        if (!row || !OVERDUE_FROM.includes(row.status) || row.dueDate >= today) return null;
        await repo.updateInvoice(tx, row.id, { status: INVOICE_STATUS.OVERDUE });
        return row;
      });
      if (!moved) continue;
      overdue += 1;
      await deps.notify?.([
        {
          event: 'invoice_overdue',
          companyId: moved.companyId,
          invoiceId: moved.id,
          invoiceNumber: formatInvoiceNumber(moved.year, moved.sequence),
          amountKopecks: moved.totalKopecks - moved.paidKopecks,
          actorUserId: null,
        },
      ]);
    }
    return { month, activated, charged, overdue };
  }
}

export type MonthService = ReturnType<typeof createMonthService>;

/** How many months the month job has charged a company tariff: the index of its next month. */
export function tariffMonthsCharged(db: Db, companyTariffId: number): Promise<number> {
  return repo.countMonthCharges(db, companyTariffId);
}

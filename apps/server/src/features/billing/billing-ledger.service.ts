import { randomUUID } from 'node:crypto';

import { LEDGER_KIND, type CorrectionBody, type RefundBody } from '@kabinet/domain/billing';
import { isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { NewLedgerEntryRow } from '../../db/schema/billing.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import { syncCompanyMoney } from '../companies/companies-money.service.ts';

import type { BillingActor, InvoicesService } from './billing-invoices.service.ts';
import {
  adminOnly,
  companyNotFound,
  notBillingStaff,
  refundExceedsBalance,
} from './billing.errors.ts';
import { canManageCompanyBilling } from './billing.policy.ts';
import { formatKopecks, serializeLedgerEntry } from './billing.serializers.ts';
import * as repo from './billing.repository.ts';

/**
 * The one way an entry reaches the ledger. Locks the company row (postings of one
 * company queue, so each SUM sees the others), appends the entry unless its source already
 * posted, and brings the company's balance and debt columns to the new SUM in the same
 * transaction. True when the entry was appended.
 */
export async function postLedgerEntry(tx: Db, entry: NewLedgerEntryRow): Promise<boolean> {
  await repo.lockCompanyRow(tx, entry.companyId);
  const appended = await repo.appendLedgerEntry(tx, entry);
  if (appended) {
    await syncCompanyMoney(tx, entry.companyId, await repo.sumLedger(tx, entry.companyId));
  }
  return appended;
}

/**
 * Refunds (staff), corrections (admin) and the staff's read of the ledger. Every write
 * is one transaction with its audit entry; another company's ledger answers 404.
 */
export function createLedgerService(deps: {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  invoices: InvoicesService;
}) {
  const { db, clock, invoices } = deps;
  return { refund, correct, listLedger };

  async function staffCompany(actor: BillingActor, companyId: number) {
    const company = await invoices.visibleCompany(actor, companyId);
    if (!(await canManageCompanyBilling(db, actor, companyId))) throw notBillingStaff();
    return company;
  }

  /** POST /staff/companies/{id}/refunds: money back to the company, at most its balance. */
  async function refund(actor: BillingActor, companyId: number, body: RefundBody) {
    const company = await staffCompany(actor, companyId);
    return db.transaction(async (tx) => {
      if (!(await repo.lockCompanyRow(tx, companyId))) throw companyNotFound();
      const balance = await repo.sumLedger(tx, companyId);
      if (body.amount_kopecks > balance) {
        throw refundExceedsBalance(formatKopecks(Math.max(balance, 0)));
      }
      const entry = {
        companyId,
        kind: LEDGER_KIND.REFUND,
        amountKopecks: -body.amount_kopecks,
        sourceType: 'refund',
        sourceId: randomUUID(),
        reason: body.reason,
        createdBy: actor.id,
        createdAt: clock.now(),
      };
      await postLedgerEntry(tx, entry);
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'ledger.refunded',
        companyId,
        subject: { type: 'company', id: companyId, name: company.name },
        before: { balance_kopecks: balance },
        after: { balance_kopecks: balance - body.amount_kopecks, reason: body.reason },
      });
      return { balance_kopecks: balance - body.amount_kopecks };
    });
  }

  /** POST /staff/companies/{id}/corrections (admin, crm): a signed correction with a reason. */
  async function correct(actor: BillingActor, companyId: number, body: CorrectionBody) {
    const company = await invoices.visibleCompany(actor, companyId);
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    return db.transaction(async (tx) => {
      if (!(await repo.lockCompanyRow(tx, companyId))) throw companyNotFound();
      const balance = await repo.sumLedger(tx, companyId);
      await postLedgerEntry(tx, {
        companyId,
        kind: LEDGER_KIND.CORRECTION,
        amountKopecks: body.amount_kopecks,
        sourceType: 'correction',
        sourceId: randomUUID(),
        reason: body.reason,
        createdBy: actor.id,
        createdAt: clock.now(),
      });
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'ledger.corrected',
        companyId,
        subject: { type: 'company', id: companyId, name: company.name },
        before: { balance_kopecks: balance },
        after: { balance_kopecks: balance + body.amount_kopecks, reason: body.reason },
      });
      return { balance_kopecks: balance + body.amount_kopecks };
    });
  }

  /** GET /staff/companies/{id}/ledger: staff of the company only. */
  async function listLedger(actor: BillingActor, companyId: number) {
    await staffCompany(actor, companyId);
    return (await repo.listLedger(db, companyId)).map(serializeLedgerEntry);
  }
}

export type LedgerService = ReturnType<typeof createLedgerService>;

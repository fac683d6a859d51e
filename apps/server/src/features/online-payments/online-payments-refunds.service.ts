import { randomUUID } from 'node:crypto';

import { LEDGER_KIND, type RefundBody } from '@kabinet/domain/billing';
import { formatKopecks } from '@kabinet/domain/money';
import type { OnlinePayment } from '@kabinet/domain/online-payments';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError, forbidden } from '../../platform/errors.ts';
import type { YooKassaClient } from '../../platform/yookassa/yookassa.client.ts';
import { amountValueToKopecks } from '../../platform/yookassa/yookassa.types.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import { postLedgerEntry } from '../billing/billing-ledger.service.ts';
import { canManageCompanyBilling } from '../billing/billing.policy.ts';
import type { BillingActor } from '../billing/billing-invoices.service.ts';

import {
  onlinePaymentNotFound,
  onlinePaymentOff,
  providerUnavailable,
} from './online-payments.errors.ts';
import type { RefundReceiptFor } from './online-payments-profile.service.ts';
import * as repo from './online-payments.repository.ts';
import { serializeOnlinePayment } from './online-payments.serializers.ts';

const notRefundable = () =>
  fieldError(
    'amount_kopecks',
    'Вернуть можно только оплаченный онлайн-платёж.',
    'online_payments.not_refundable',
  );
const tooMuch = (left: number) =>
  fieldError(
    'amount_kopecks',
    `Сумма больше, чем можно вернуть по этому платежу (${formatKopecks(left)}).`,
    'online_payments.refund_too_much',
  );

/** An online payment the actor may refund; 404 for one they may not see. */
async function staffPayment(db: Db, actor: BillingActor, id: number) {
  const row = await repo.findOnlinePayment(db, id);
  if (!row) throw onlinePaymentNotFound();
  if (!(await canManageCompanyBilling(db, actor, row.companyId))) throw onlinePaymentNotFound();
  return row;
}

/**
 * Money of an online payment returned to the payer's card or account through ЮKassa.
 * Staff start the refund; it reaches the ledger only when ЮKassa confirms it (its answer or its
 * `refund.succeeded` notification, each re-read with `GET /refunds/{id}`), once per ЮKassa refund
 * id — the ledger's source `yookassa_refund:<id>` refuses a second posting.
 */
export function createOnlineRefunds(deps: {
  db: Db;
  clock: Clock;
  yookassa: YooKassaClient | null;
  audit: RecordAudit;
  refundReceiptFor: RefundReceiptFor;
}) {
  const { db } = deps;
  return { listForStaff, refund, settleRefund };

  /** GET /staff/companies/{id}/online-payments: what staff may refund. */
  async function listForStaff(actor: BillingActor, companyId: number): Promise<OnlinePayment[]> {
    if (!(await canManageCompanyBilling(db, actor, companyId))) {
      throw forbidden('Недостаточно прав для действий со счетами.', 'online_payments.not_staff');
    }
    return (await repo.listSucceededOfCompany(db, companyId)).map(serializeOnlinePayment);
  }

  /** POST /staff/online-payments/{id}/refunds. */
  async function refund(actor: BillingActor, id: number, body: RefundBody): Promise<OnlinePayment> {
    if (!deps.yookassa) throw onlinePaymentOff();
    const row = await staffPayment(db, actor, id);
    if (row.status !== 'succeeded') throw notRefundable();
    const left = row.amountKopecks - row.refundedKopecks;
    if (body.amount_kopecks > left) throw tooMuch(left);
    const receipt = await deps.refundReceiptFor(actor, row, body.amount_kopecks);
    let started;
    try {
      started = await deps.yookassa.createRefund({
        paymentId: row.providerPaymentId,
        amountKopecks: body.amount_kopecks,
        idempotenceKey: randomUUID(),
        description: body.reason,
        ...(receipt ? { receipt } : {}),
      });
    } catch (error) {
      throw providerUnavailable(error);
    }
    await settleRefund(started.id, { actorId: actor.id, reason: body.reason });
    const saved = await repo.findOnlinePayment(db, id);
    return serializeOnlinePayment(saved ?? row);
  }

  /**
   * A refund ЮKassa says succeeded reaches the ledger once. Null when the refund is not of a
   * payment Kabinet started (a notification of a stranger's refund is acknowledged, ignored).
   */
  async function settleRefund(
    refundId: string,
    by: { actorId: number | null; reason?: string } = { actorId: null },
  ): Promise<'posted' | 'already' | 'pending' | null> {
    if (!deps.yookassa) return null;
    const truth = await deps.yookassa.getRefund(refundId);
    const payment = await repo.findByProviderId(db, truth.payment_id);
    if (!payment) return null;
    if (truth.status !== 'succeeded') return 'pending';
    const kopecks = amountValueToKopecks(truth.amount.value) ?? 0;
    return db.transaction(async (tx) => {
      const row = await repo.lockOnlinePayment(tx, payment.id);
      if (!row) return null;
      const posted = await postLedgerEntry(tx, {
        companyId: row.companyId,
        kind: LEDGER_KIND.REFUND,
        amountKopecks: -kopecks,
        sourceType: 'yookassa_refund',
        sourceId: truth.id,
        reason: by.reason ?? 'Возврат онлайн-платежа через ЮKassa',
        createdBy: by.actorId,
        createdAt: deps.clock.now(),
      });
      if (!posted) return 'already';
      await repo.addRefunded(tx, row.id, kopecks);
      await deps.audit(tx, {
        actorId: by.actorId,
        action: 'ledger.refunded',
        companyId: row.companyId,
        subject: { type: 'company', id: row.companyId, name: `Возврат онлайн-платежа № ${row.id}` },
        before: { refunded_kopecks: row.refundedKopecks },
        after: {
          refunded_kopecks: row.refundedKopecks + kopecks,
          reason: by.reason ?? 'Возврат через ЮKassa',
        },
      });
      return 'posted';
    });
  }
}

export type OnlineRefunds = ReturnType<typeof createOnlineRefunds>;

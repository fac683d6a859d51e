import { randomUUID } from 'node:crypto';

import type { Invoice } from '@kabinet/domain/billing';
import {
  ONLINE_PAYMENT_STATUS,
  type OnlinePayment,
  type Receipt,
  type StartOnlinePaymentBody,
} from '@kabinet/domain/online-payments';

import type { OnlinePaymentRow } from '../../db/schema/online-payments.ts';
import type { YooKassaClient } from '../../platform/yookassa/yookassa.client.ts';
import type { BillingActor, InvoicesService } from '../billing/billing-invoices.service.ts';

import {
  nothingToPay,
  onlinePaymentNotFound,
  onlinePaymentOff,
  providerUnavailable,
} from './online-payments.errors.ts';
import * as repo from './online-payments.repository.ts';
import { serializeOnlinePayment } from './online-payments.serializers.ts';
import {
  createOnlinePaymentProfiles,
  type OnlinePaymentProfilesDeps,
} from './online-payments-profile.service.ts';
import { createReceiptReader } from './online-payments-receipt.service.ts';
import { createSettlement, type SettlementDeps } from './online-payments-settlement.service.ts';

/** The waiting payment a second click may reuse: same sum, same method, its page known. */
function reusable(row: OnlinePaymentRow, dueKopecks: number, body: StartOnlinePaymentBody) {
  return (
    row.amountKopecks === dueKopecks &&
    (row.method ?? undefined) === body.method &&
    !body.save_method &&
    row.confirmationUrl !== null
  );
}

/** A second click within this time reuses the payment still waiting on ЮKassa's page. */
const REUSE_PENDING_MS = 50 * 60_000;
/** GET of a pending payment asks ЮKassa again at most this often. */
const RECHECK_MS = 3_000;

/** Who pays: their e-mail receives the receipt when the company has not set one. */
type Payer = BillingActor & { email?: string | null };

export type OnlinePaymentsDeps = SettlementDeps &
  Pick<OnlinePaymentProfilesDeps, 'audit'> & {
    invoices: Pick<InvoicesService, 'getInvoice' | 'visibleCompany'>;
    /** The web app's address for ЮKassa's return_url. */
    appUrl: string;
  };

/**
 * Paying an invoice online through ЮKassa. Start creates the payment (one per
 * attempt, a second click reuses it) and hands back ЮKassa's confirmation page; the status is
 * settled only from ЮKassa's GET — on its notification (online-payments-webhook) or when the
 * payer's success page asks and the payment is still pending.
 */
export function createOnlinePaymentsService(deps: OnlinePaymentsDeps) {
  const { db, clock } = deps;
  const settlement = createSettlement(deps);
  const profiles = createOnlinePaymentProfiles(deps);
  const receipts = createReceiptReader(deps);
  return { enabled: () => deps.yookassa !== null, start, show, settlement, profiles, receipts };

  async function start(
    actor: Payer,
    companyId: number,
    invoiceId: number,
    body: StartOnlinePaymentBody,
  ): Promise<OnlinePayment> {
    if (!deps.yookassa) throw onlinePaymentOff();
    const invoice = await deps.invoices.getInvoice(actor, companyId, invoiceId);
    if (invoice.status === 'cancelled' || invoice.due_kopecks <= 0) throw nothingToPay();
    const since = new Date(clock.now().getTime() - REUSE_PENDING_MS);
    const waiting = await repo.findRecentPending(db, { invoiceId, since });
    if (waiting && reusable(waiting, invoice.due_kopecks, body)) {
      return serializeOnlinePayment(waiting);
    }
    const receipt = await profiles.receiptFor(invoice, invoice.due_kopecks, actor.email ?? null);
    return serializeOnlinePayment(
      await createAtProvider(deps.yookassa, actor, invoice, body, receipt),
    );
  }

  /** A row first (its id is in the return URL), then ЮKassa's payment; no row if ЮKassa fails. */
  async function createAtProvider(
    yookassa: YooKassaClient,
    actor: BillingActor,
    invoice: Invoice,
    body: StartOnlinePaymentBody,
    receipt: Receipt | null,
  ): Promise<OnlinePaymentRow> {
    const idempotenceKey = randomUUID();
    const row = await repo.insertOnlinePayment(db, {
      companyId: invoice.company_id,
      invoiceId: invoice.id,
      providerPaymentId: `new:${idempotenceKey}`,
      amountKopecks: invoice.due_kopecks,
      method: body.method ?? null,
      receipt,
      status: ONLINE_PAYMENT_STATUS.PENDING,
      createdBy: actor.id,
      createdAt: clock.now(),
    });
    try {
      const payment = await yookassa.createPayment({
        amountKopecks: invoice.due_kopecks,
        description: `Оплата по счёту № ${invoice.number}`,
        returnUrl: `${deps.appUrl.replace(/\/+$/, '')}/payment/success?payment=${row.id}`,
        idempotenceKey,
        ...(body.method ? { method: body.method } : {}),
        ...(body.save_method ? { savePaymentMethod: true } : {}),
        ...(receipt ? { receipt } : {}),
        metadata: {
          online_payment_id: String(row.id),
          invoice_id: String(invoice.id),
          company_id: String(invoice.company_id),
        },
      });
      return await repo.updateOnlinePayment(db, row.id, {
        providerPaymentId: payment.id,
        confirmationUrl: payment.confirmation?.confirmation_url ?? null,
        checkedAt: clock.now(),
      });
    } catch (error) {
      await repo.deleteOnlinePayment(db, row.id);
      throw providerUnavailable(error);
    }
  }

  /**
   * GET /online-payments/{id} for the payer's success page: a pending payment is asked about
   * again (so it settles even when ЮKassa's notification is late or cannot reach us).
   */
  async function show(actor: BillingActor, id: number): Promise<OnlinePayment> {
    const row = await repo.findOnlinePayment(db, id);
    if (!row) throw onlinePaymentNotFound();
    try {
      await deps.invoices.visibleCompany(actor, row.companyId);
    } catch {
      throw onlinePaymentNotFound();
    }
    return serializeOnlinePayment(await refreshIfDue(row, clock.now(), settlement));
  }
}

/** A pending payment last checked long enough ago is asked about again; others stay as they are. */
async function refreshIfDue(
  row: OnlinePaymentRow,
  now: Date,
  settlement: ReturnType<typeof createSettlement>,
): Promise<OnlinePaymentRow> {
  const stale = !row.checkedAt || now.getTime() - row.checkedAt.getTime() >= RECHECK_MS;
  const started = !row.providerPaymentId.startsWith('new:');
  if (row.status !== ONLINE_PAYMENT_STATUS.PENDING || !stale || !started) return row;
  return (await settlement.settleFromProvider(row.providerPaymentId)) ?? row;
}

export type OnlinePaymentsService = ReturnType<typeof createOnlinePaymentsService>;

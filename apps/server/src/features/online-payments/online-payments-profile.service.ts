import type { Invoice } from '@kabinet/domain/billing';
import type { VatMode } from '@kabinet/domain/money';
import {
  receiptItems,
  receiptProblem,
  receiptVatCode,
  type OnlinePaymentProfile,
  type OnlinePaymentSettings,
  type Receipt,
  type ReceiptEmailBody,
  type ReceiptTaxSystemCode,
} from '@kabinet/domain/online-payments';
import { isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { OnlinePaymentProfileRow, OnlinePaymentRow } from '../../db/schema/online-payments.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { BillingActor, InvoicesService } from '../billing/billing-invoices.service.ts';

import { adminOnly, receiptRefused } from './online-payments.errors.ts';
import * as repo from './online-payments-profile.repository.ts';

export type OnlinePaymentProfilesDeps = {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  invoices: Pick<InvoicesService, 'visibleCompany' | 'getInvoice'>;
};

function serializeSavedMethod(row: OnlinePaymentProfileRow | null) {
  if (!row?.savedMethodId || !row.savedMethodType || !row.savedAt) return null;
  return {
    type: row.savedMethodType,
    title: row.savedMethodTitle ?? '',
    expiry: row.savedMethodExpiry,
    issuer: row.savedMethodIssuer,
    saved_at: row.savedAt.toISOString(),
  };
}

/**
 * The firm's online-payment settings (54-ФЗ receipts) and a company's side of them: where its
 * receipts go and the receipt each payment carries.
 */
export function createOnlinePaymentProfiles(deps: OnlinePaymentProfilesDeps) {
  const { db, clock } = deps;
  return { getSettings, updateSettings, getProfile, setReceiptEmail, receiptFor, refundReceiptFor };

  async function getSettings(actor: BillingActor): Promise<OnlinePaymentSettings> {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    const stored = await repo.findSettings(db);
    return { receipts_enabled: stored.receiptsEnabled, tax_system_code: stored.taxSystemCode };
  }

  async function updateSettings(actor: BillingActor, body: OnlinePaymentSettings) {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    await db.transaction(async (tx) => {
      const before = await repo.findSettings(tx);
      const after = { receiptsEnabled: body.receipts_enabled, taxSystemCode: body.tax_system_code };
      await repo.saveSettings(tx, after, actor.id, clock.now());
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'online_payments.settings_changed',
        companyId: null,
        subject: { type: 'billing_settings', id: null, name: 'Онлайн-оплата и чеки' },
        before,
        after,
      });
    });
    return body;
  }

  async function getProfile(actor: BillingActor, companyId: number): Promise<OnlinePaymentProfile> {
    await deps.invoices.visibleCompany(actor, companyId);
    const [settings, row] = await Promise.all([
      repo.findSettings(db),
      repo.findProfile(db, companyId),
    ]);
    return {
      receipts_enabled: settings.receiptsEnabled,
      receipt_email: row?.receiptEmail ?? null,
      saved_method: serializeSavedMethod(row),
      autopay: row?.autopay ?? false,
    };
  }

  async function setReceiptEmail(actor: BillingActor, companyId: number, body: ReceiptEmailBody) {
    await deps.invoices.visibleCompany(actor, companyId);
    await repo.saveProfile(db, companyId, { receiptEmail: body.receipt_email }, clock.now());
    return getProfile(actor, companyId);
  }

  /**
   * The receipt a payment of `payKopecks` for `invoice` carries, or null while the firm sends
   * none. It goes to the company's receipt e-mail, else to the payer's own; one that ЮKassa would
   * refuse (no address, items that do not sum up) stops the payment here with the reason.
   */
  async function receiptFor(
    invoice: Pick<Invoice, 'company_id' | 'lines' | 'vat_mode'>,
    payKopecks: number,
    payerEmail: string | null,
  ): Promise<Receipt | null> {
    const settings = await repo.findSettings(db);
    if (!settings.receiptsEnabled) return null;
    const profile = await repo.findProfile(db, invoice.company_id);
    const email = profile?.receiptEmail ?? payerEmail;
    const receipt: Receipt = {
      customer: email ? { email } : {},
      ...(settings.taxSystemCode
        ? { tax_system_code: settings.taxSystemCode as ReceiptTaxSystemCode }
        : {}),
      items: receiptItems(invoice.lines, payKopecks, receiptVatCode(invoice.vat_mode as VatMode)),
    };
    const problem = receiptProblem(receipt, payKopecks);
    if (problem) throw receiptRefused(problem);
    return receipt;
  }

  async function refundReceiptFor(
    ...[actor, payment, kopecks]: Parameters<RefundReceiptFor>
  ): Promise<Receipt | null> {
    const invoice = await deps.invoices.getInvoice(actor, payment.companyId, payment.invoiceId);
    return receiptFor(invoice, kopecks, await repo.findUserEmail(db, payment.createdBy));
  }
}

/** A refund's receipt: the refunded share of the invoice, to where the payment's receipt went. */
export type RefundReceiptFor = (
  actor: BillingActor,
  payment: Pick<OnlinePaymentRow, 'companyId' | 'invoiceId' | 'createdBy'>,
  kopecks: number,
) => Promise<Receipt | null>;

export type OnlinePaymentProfiles = ReturnType<typeof createOnlinePaymentProfiles>;

import type { Invoice } from '@kabinet/domain/billing';
import type { VatMode } from '@kabinet/domain/money';
import {
  receiptItems,
  receiptProblem,
  receiptVatCode,
  type AutopayBody,
  type OnlinePaymentProfile,
  type Receipt,
  type ReceiptEmailBody,
  type ReceiptTaxSystemCode,
} from '@kabinet/domain/online-payments';

import type { Db } from '../../db/client.ts';
import type { OnlinePaymentRow } from '../../db/schema/online-payments.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { BillingActor, InvoicesService } from '../billing/billing-invoices.service.ts';

import { noSavedMethod, receiptRefused } from './online-payments.errors.ts';
import { serializeSavedMethod } from './online-payments.serializers.ts';
import {
  listAutopayCompanies,
  readLastCharge,
  readNextCharge,
} from './online-payments-autopay-reads.service.ts';
import { createOnlinePaymentSettings } from './online-payments-settings.service.ts';
import * as repo from './online-payments-profile.repository.ts';

export type OnlinePaymentProfilesDeps = {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  invoices: Pick<InvoicesService, 'visibleCompany' | 'getInvoice'>;
};

/**
 * The firm's online-payment settings (54-ФЗ receipts) and a company's side of them: where its
 * receipts go and the receipt each payment carries.
 */
export function createOnlinePaymentProfiles(deps: OnlinePaymentProfilesDeps) {
  const { db, clock } = deps;
  return {
    ...createOnlinePaymentSettings(deps),
    getProfile,
    setReceiptEmail,
    forgetSavedMethod,
    setAutopay,
    listAutopayCompanies: (actor: BillingActor) => listAutopayCompanies(db, actor),
    receiptFor,
    refundReceiptFor,
  };

  async function getProfile(actor: BillingActor, companyId: number): Promise<OnlinePaymentProfile> {
    await deps.invoices.visibleCompany(actor, companyId);
    const [settings, row] = await Promise.all([
      repo.findSettings(db),
      repo.findProfile(db, companyId),
    ]);
    const autopay = Boolean(row?.autopay && row.savedMethodId);
    return {
      receipts_enabled: settings.receiptsEnabled,
      receipt_email: row?.receiptEmail ?? null,
      saved_method: serializeSavedMethod(row),
      autopay: row?.autopay ?? false,
      autopay_next: autopay ? await readNextCharge(db, companyId, clock.now()) : null,
      autopay_last_charge: await readLastCharge(db, companyId),
    };
  }

  async function setReceiptEmail(actor: BillingActor, companyId: number, body: ReceiptEmailBody) {
    await deps.invoices.visibleCompany(actor, companyId);
    await repo.saveProfile(db, companyId, { receiptEmail: body.receipt_email }, clock.now());
    return getProfile(actor, companyId);
  }

  /** «Отвязать»: Kabinet forgets the saved card, and autopay, which needs it, stops. */
  async function forgetSavedMethod(actor: BillingActor, companyId: number) {
    await deps.invoices.visibleCompany(actor, companyId);
    await repo.saveProfile(db, companyId, repo.FORGOTTEN_SAVED_METHOD, clock.now());
    return getProfile(actor, companyId);
  }

  /** Autopay on or off; on needs a saved card (409 without one). */
  async function setAutopay(actor: BillingActor, companyId: number, body: AutopayBody) {
    await deps.invoices.visibleCompany(actor, companyId);
    const row = await repo.findProfile(db, companyId);
    if (body.enabled && !row?.savedMethodId) throw noSavedMethod();
    await repo.saveProfile(db, companyId, { autopay: body.enabled }, clock.now());
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

import {
  receiptCheckQuery,
  receiptTotal,
  type OnlinePaymentReceipt,
  type ReceiptFiscal,
  type ReceiptRegistration,
} from '@kabinet/domain/online-payments';

import type { Db } from '../../db/client.ts';
import type { OnlinePaymentRow } from '../../db/schema/online-payments.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { YooKassaClient } from '../../platform/yookassa/yookassa.client.ts';
import type { YooKassaReceipt } from '../../platform/yookassa/yookassa.types.ts';
import { qrCodeSvg } from '../../platform/qr-code.ts';
import {
  readInvoice,
  type BillingActor,
  type InvoicesService,
} from '../billing/billing-invoices.service.ts';

import { onlinePaymentNotFound, receiptNotFound } from './online-payments.errors.ts';
import * as repo from './online-payments.repository.ts';

export type ReceiptReaderDeps = {
  db: Db;
  yookassa: YooKassaClient | null;
  invoices: Pick<InvoicesService, 'visibleCompany'>;
  logger?: JobLogger;
};

/**
 * The receipt page of one online payment: the receipt Kabinet sent with it, beside what ЮKassa
 * registered (the fiscal numbers and the QR code of the tax office's «Проверка чека»). Whoever
 * may see the company's invoices may see its receipts; a stranger gets the same 404 as for a
 * payment that does not exist.
 */
export function createReceiptReader(deps: ReceiptReaderDeps) {
  return { readReceipt };

  async function readReceipt(actor: BillingActor, id: number): Promise<OnlinePaymentReceipt> {
    const row = await repo.findOnlinePayment(deps.db, id);
    if (!row) throw onlinePaymentNotFound();
    try {
      await deps.invoices.visibleCompany(actor, row.companyId);
    } catch {
      throw onlinePaymentNotFound();
    }
    if (!row.receipt) throw receiptNotFound();
    const registered = await registeredReceipt(row);
    const total = receiptTotal(row.receipt.items);
    const checkQuery = registered.fiscal ? receiptCheckQuery(registered.fiscal, total) : null;
    const invoice = await readInvoice(deps.db, row.invoiceId);
    return {
      online_payment_id: row.id,
      invoice_id: row.invoiceId,
      invoice_number: invoice?.number ?? '',
      company_id: row.companyId,
      kind: 'income',
      paid_at: row.finishedAt?.toISOString() ?? null,
      total_kopecks: total,
      customer: row.receipt.customer,
      tax_system_code: row.receipt.tax_system_code ?? null,
      items: row.receipt.items,
      registration: registered.registration,
      fiscal: registered.fiscal,
      check_query: checkQuery,
      check_qr_svg: checkQuery ? await qrCodeSvg(checkQuery) : null,
    };
  }

  /** What ЮKassa says of the receipt; «unknown» while it cannot be asked (the copy still shows). */
  async function registeredReceipt(
    row: OnlinePaymentRow,
  ): Promise<{ registration: ReceiptRegistration; fiscal: ReceiptFiscal | null }> {
    const unknown = { registration: 'unknown' as const, fiscal: null };
    if (!deps.yookassa || row.providerPaymentId.startsWith('new:')) return unknown;
    let found: YooKassaReceipt | undefined;
    try {
      const list = await deps.yookassa.listPaymentReceipts(row.providerPaymentId);
      found = list.items.find((receipt) => receipt.type === 'payment');
    } catch (error) {
      deps.logger?.error({ err: error, onlinePaymentId: row.id }, 'receipt not read from ЮKassa');
      return unknown;
    }
    if (!found) return { registration: 'pending', fiscal: null };
    return { registration: found.status, fiscal: fiscalOf(found) };
  }
}

function fiscalOf(receipt: YooKassaReceipt): ReceiptFiscal | null {
  const { fiscal_storage_number, fiscal_document_number, fiscal_attribute, registered_at } =
    receipt;
  if (
    receipt.status !== 'succeeded' ||
    !fiscal_storage_number ||
    !fiscal_document_number ||
    !fiscal_attribute ||
    !registered_at
  ) {
    return null;
  }
  return {
    storage_number: fiscal_storage_number,
    document_number: fiscal_document_number,
    attribute: fiscal_attribute,
    registered_at,
  };
}

export type ReceiptReader = ReturnType<typeof createReceiptReader>;

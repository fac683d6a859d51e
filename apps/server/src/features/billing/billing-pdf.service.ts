import { localDate } from '@kabinet/domain/shared';
import type { Invoice } from '@kabinet/domain/billing';
import { formatInvoicePurpose, VAT_MODES, type VatMode } from '@kabinet/domain/money';

import { renderInvoicePdf, invoicePdfView } from '../../platform/pdf/invoice-pdf.ts';
import type { InvoicePdfView } from '../../platform/pdf/invoice-pdf.types.ts';

import type { BillingActor } from './billing-invoices.service.ts';
import { sellerNotConfigured } from './billing.errors.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const orNull = (value: unknown): string | null => text(value) || null;

/**
 * The seller as the invoice's snapshot holds it (the settings were checked when saved); null when
 * the firm had not filled its bank requisites in yet — an invoice that cannot be paid by transfer.
 */
function sellerOf(snapshot: Record<string, unknown>): InvoicePdfView['seller'] | null {
  const seller = {
    name: text(snapshot.name),
    inn: text(snapshot.inn),
    kpp: orNull(snapshot.kpp),
    address: orNull(snapshot.address),
    bankName: text(snapshot.bank_name),
    bik: text(snapshot.bik),
    correspondentAccount: text(snapshot.correspondent_account),
    account: text(snapshot.account),
    director: orNull(snapshot.director_name),
    accountant: orNull(snapshot.accountant_name),
  };
  const required = [seller.name, seller.inn, seller.bankName, seller.bik, seller.account];
  return required.every(Boolean) ? seller : null;
}

/** Tariff months are counted in months; everything else is one service. */
const unitOf = (invoice: Invoice) => (invoice.kind === 'tariff' ? 'мес.' : 'усл.');

/**
 * An invoice as its PDF shows it, from the invoice's own snapshots (the seller and the
 * buyer as they were when it was issued), so a later change of requisites never rewrites an
 * issued invoice.
 */
export function invoiceView(invoice: Invoice): InvoicePdfView {
  const seller = sellerOf(invoice.seller);
  if (!seller) throw sellerNotConfigured();
  const vatMode: VatMode = (VAT_MODES as readonly string[]).includes(invoice.vat_mode)
    ? (invoice.vat_mode as VatMode)
    : 'none';
  const date = localDate(new Date(invoice.issued_at));
  return invoicePdfView({
    number: invoice.number,
    date,
    dueDate: invoice.due_date,
    seller,
    buyer: {
      name: text(invoice.buyer.name),
      inn: text(invoice.buyer.inn),
      kpp: orNull(invoice.buyer.kpp),
      address: orNull(invoice.buyer.address),
    },
    basis: invoice.basis,
    lines: invoice.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit: unitOf(invoice),
      priceKopecks: line.price_kopecks,
      sumKopecks: line.amount_kopecks,
    })),
    vatMode,
    totalKopecks: invoice.total_kopecks,
    purpose: formatInvoicePurpose({
      number: invoice.number,
      date,
      vatMode,
      totalKopecks: invoice.total_kopecks,
    }),
  });
}

/** GET …/invoices/{id}/pdf: the invoice (visible to the caller) rendered as «Счёт на оплату». */
export function createInvoicePdfService(deps: {
  getInvoice: (actor: BillingActor, companyId: number, invoiceId: number) => Promise<Invoice>;
}) {
  return {
    async render(actor: BillingActor, companyId: number, invoiceId: number) {
      const invoice = await deps.getInvoice(actor, companyId, invoiceId);
      return {
        fileName: `Счёт № ${invoice.number}.pdf`,
        bytes: await renderInvoicePdf(invoiceView(invoice)),
      };
    },
  };
}

export type InvoicePdfService = ReturnType<typeof createInvoicePdfService>;

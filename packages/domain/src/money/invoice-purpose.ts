import { formatDate } from '../shared/dates.ts';
import { vatPurposeText, type VatMode } from './vat.ts';

/**
 * The payment purpose printed on an invoice and put into its QR code: «Оплата по счёту № 2026-0012
 * от 25.11.2026. Без налога (НДС)» or «… В т.ч. НДС (22%) 2813.11 руб.» — the invoice number in
 * the form the statement matcher reads back, the date as ДД.ММ.ГГГГ, and the VAT sentence banks
 * expect at the end of a purpose.
 */
export function formatInvoicePurpose(invoice: {
  number: string;
  date: string;
  vatMode: VatMode;
  totalKopecks: number;
}): string {
  return `Оплата по счёту № ${invoice.number} от ${formatDate(invoice.date)}. ${vatPurposeText(
    invoice.vatMode,
    invoice.totalKopecks,
  )}`;
}

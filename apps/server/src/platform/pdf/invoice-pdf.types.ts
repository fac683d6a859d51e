import type { VatMode } from '@kabinet/domain/money';

/** A party of an invoice as printed: the name with its legal form, INN, KPP and address. */
export interface InvoicePdfParty {
  name: string;
  inn: string;
  kpp: string | null;
  address: string | null;
}

/** The seller (the firm, from its settings) with the bank account the buyer pays to. */
export interface InvoicePdfSeller extends InvoicePdfParty {
  bankName: string;
  bik: string;
  correspondentAccount: string;
  account: string;
  /** «Руководитель» and «Бухгалтер» under the signature lines, e.g. «Иванов И. И.». */
  director: string | null;
  accountant: string | null;
}

export interface InvoicePdfLine {
  name: string;
  quantity: number;
  unit: string;
  priceKopecks: number;
  sumKopecks: number;
}

/**
 * Everything an invoice PDF shows, already decided by the billing feature: money in kopecks,
 * dates as ISO `YYYY-MM-DD`, the sum in words and the ГОСТ QR text made by `@kabinet/domain/money`
 * (`invoicePdfView` fills those two in).
 */
export interface InvoicePdfView {
  number: string;
  date: string;
  dueDate: string | null;
  seller: InvoicePdfSeller;
  buyer: InvoicePdfParty;
  /** «Договор № … от …»: what the invoice is issued under; null prints no «Основание». */
  basis: string | null;
  lines: InvoicePdfLine[];
  vatMode: VatMode;
  totalKopecks: number;
  sumInWords: string;
  purpose: string;
  qrPayload: string;
}

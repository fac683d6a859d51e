export {
  formatKopecks,
  formatKopecksNumber,
  formatKopecksWhole,
  kopecksToRoubles,
  kopecksToWholeRoubles,
  roublesToKopecks,
} from '../shared/money.ts';
export { kopecksToDecimal, parseKopecks } from './kopecks.ts';
export { KOPECK_FORMS, numberInWords, ROUBLE_FORMS, sumInWords } from './sum-in-words.ts';
export {
  formatVatLine,
  VAT_MODE_LABELS,
  VAT_MODE_MESSAGE,
  VAT_MODES,
  vatIncluded,
  vatLabel,
  vatPurposeText,
  vatRate,
  type VatMode,
} from './vat.ts';
export { vatModeSchema } from './vat.schemas.ts';
export {
  buildPaymentQrPayload,
  PAYMENT_QR_HEADER,
  parsePaymentQrPayload,
  sanitizePaymentQrValue,
  type ParsedPaymentQr,
  type PaymentQrEncoding,
  type PaymentQrFields,
} from './payment-qr.ts';
export {
  formatInvoiceNumber,
  INVOICE_NUMBER_PATTERN,
  parseInvoiceNumber,
  type InvoiceNumber,
} from './invoice-number.ts';
export { formatInvoicePurpose } from './invoice-purpose.ts';

export {
  AMOUNT_MESSAGE,
  MAX_AMOUNT_KOPECKS,
  MIN_TOP_UP_KOPECKS,
  MIN_TOP_UP_MESSAGE,
  TOO_LARGE_AMOUNT_MESSAGE,
  topUpAmountError,
  WHOLE_KOPECKS_MESSAGE,
} from './billing-amounts.ts';
export {
  balanceAndDebt,
  wholeRoublesBalanceAndDebt,
  INVOICE_KIND,
  INVOICE_STATUS,
  INVOICE_STATUS_NAMES,
  invoiceStatusFor,
  LEDGER_KIND,
  LEDGER_KIND_NAMES,
  OPEN_INVOICE_STATUSES,
  type InvoiceKind,
  type InvoiceStatus,
  type LedgerEntryView,
  type LedgerKind,
} from './billing-statuses.ts';
export {
  billingSummarySchema,
  buyerSnapshotSchema,
  cancelInvoiceBodySchema,
  correctionBodySchema,
  invoiceLineSchema,
  invoiceSchema,
  ledgerEntrySchema,
  paymentSchema,
  recordPaymentBodySchema,
  refundBodySchema,
  sellerSettingsSchema,
  topUpBodySchema,
  type BillingSummary,
  type BuyerSnapshot,
  type CancelInvoiceBody,
  type CorrectionBody,
  type Invoice,
  type LedgerEntry,
  type Payment,
  type RecordPaymentBody,
  type RefundBody,
  type SellerSettings,
  type TopUpBody,
} from './billing.schemas.ts';
export {
  tariffInvoiceLines,
  tariffMonthPrice,
  tariffMonthChargeKopecks,
  tariffServiceTitle,
  type InvoiceLineInput,
  type TariffPriceInfo,
} from './tariff-invoice.ts';
export {
  earlierPaymentSchema,
  statementImportSchema,
  statementItemSchema,
  type StatementImport,
  type StatementItem,
} from './bank-statement-import.schemas.ts';
export {
  earlierPaymentText,
  PAYMENT_RECORD_METHOD_NAMES,
  STATEMENT_ITEM_RESULT,
  STATEMENT_ITEM_RESULT_NAMES,
  type EarlierPayment,
  type StatementItemResult,
} from './bank-statement-results.ts';
export {
  daysOverdue,
  STAFF_INVOICE_FILTERS,
  STAFF_INVOICES_LIMIT,
  staffInvoiceSchema,
  staffInvoicesQuerySchema,
  type StaffInvoice,
  type StaffInvoiceFilter,
  type StaffInvoicesQuery,
} from './staff-invoices.ts';
export { formatContractBasis, type ContractReference } from './contract-basis.ts';
export {
  firstPaidMonth,
  formatMonthsCovered,
  monthsFrom,
  type MonthsCovered,
} from './months-covered.ts';
export {
  BANK_PAYMENT_DAYS_APART,
  bankPayerId,
  bankPaymentKey,
  bankPaymentPrefix,
  isSameBankPayment,
  normalizeKpp,
  normalizeOrderNumber,
  type BankPaymentFacts,
} from './bank-payment-key.ts';

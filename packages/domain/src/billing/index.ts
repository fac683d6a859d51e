export * from './billing-amounts.ts';
export * from './billing-statuses.ts';
export * from './billing.schemas.ts';
export { formatInvoiceNumber } from './invoice-number.ts';
export {
  tariffInvoiceLines,
  tariffMonthChargeKopecks,
  tariffServiceTitle,
  type InvoiceLineInput,
  type TariffPriceInfo,
} from './tariff-invoice.ts';
export * from './bank-statement-import.schemas.ts';
export * from './bank-statement-results.ts';
export * from './staff-invoices.ts';
export { formatContractBasis, type ContractReference } from './contract-basis.ts';
export {
  addMonths,
  firstPaidMonth,
  formatMonthsCovered,
  monthsFrom,
  type MonthsCovered,
} from './months-covered.ts';
export * from './bank-payment-key.ts';

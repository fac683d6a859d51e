/** An invoice's number as printed, `<year>-<4-digit sequence>` (`2026-0012`). */
export { formatInvoiceNumber } from '../money/invoice-number.ts';

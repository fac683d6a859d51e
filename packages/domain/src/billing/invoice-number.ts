/**
 * Issue 13: an invoice's number as printed, `<year>-<4-digit sequence>` (`2026-0012`).
 * TODO(money): use @kabinet/domain/money (invoice-number.ts) once it is merged.
 */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

import type { OperationDirection } from './operation-categories.ts';

export interface DedupeParts {
  account: string;
  date: string;
  number: string;
  direction: OperationDirection;
  amountKopecks: number;
  counterpartyAccount: string | null;
  counterpartyInn: string | null;
  /** The payment's purpose as the statement gives it; runs of spaces read as one. */
  purpose: string;
  /**
   * Which of the file's identical documents this is, 0 for the first ({@link statementPositions}):
   * two real payments the bank could not tell apart otherwise are still two.
   */
  position: number;
}

/**
 * What makes two statement lines the same operation, unique per company. A bank numbers payment
 * orders per payer and per year, so the number alone repeats (another payer's order № 17, our
 * own № 17 next year); with our account, the date, the direction, the amount, the other side's
 * account and INN, the purpose and the position among identical documents of the file it names
 * one payment. Overlapping statements of the same account give the same keys (a document is first
 * of its kind in either file), so uploading again adds nothing twice, while two payments of a
 * marketplace or the Treasury with one number, date, sum and payer but different purposes — or
 * the same purpose twice in one file — stay two.
 */
export function operationDedupeKey(parts: DedupeParts): string {
  return [
    parts.account,
    parts.date,
    parts.number.trim(),
    parts.direction,
    parts.amountKopecks,
    parts.counterpartyAccount ?? '',
    parts.counterpartyInn ?? '',
    parts.purpose.trim().replace(/\s+/gu, ' '),
    parts.position,
  ].join('|');
}

import type { OperationDirection } from './operation-categories.ts';

export interface DedupeParts {
  account: string;
  date: string;
  number: string;
  direction: OperationDirection;
  amountKopecks: number;
  counterpartyAccount: string | null;
  counterpartyInn: string | null;
}

/**
 * Issue 15: what makes two statement lines the same operation, unique per company. A bank
 * numbers payment orders per payer and per year, so the number alone repeats (another payer's
 * order № 17, our own № 17 next year); with our account, the date, the direction, the amount and
 * the other side's account and INN it names one payment. Overlapping statements of the same
 * account therefore give the same keys and re-uploading adds nothing twice; two genuinely
 * different payments share all of these only if the bank itself could not tell them apart.
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
  ].join('|');
}

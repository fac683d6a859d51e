import { LEDGER_KIND_NAMES, type LedgerEntryView } from '../billing/billing-statuses.ts';
import { sumInWords } from '../money/sum-in-words.ts';
import { vatIncluded, type VatMode } from '../money/vat.ts';

import { formatPeriod } from './act-period.ts';

/** A ledger entry as the acts read it: billing's view of its ledger. */
export type ActLedgerEntry = LedgerEntryView;

/** One line of an act, in kopecks; `source_*` name the ledger charge it stands for. */
export type ActLineDraft = {
  name: string;
  quantity: number;
  price_kopecks: number;
  amount_kopecks: number;
  source_type: string;
  source_id: string;
};

/**
 * The printed name of a charge: the tariff month as «Бухгалтерское обслуживание по тарифу за
 * ноябрь 2026 г.»; any other charge (a completed order, a one-off charge) by the reason the
 * ledger holds, «Услуги» when it has none.
 */
export function actLineName(entry: Pick<ActLedgerEntry, 'sourceType' | 'reason'>, period: string) {
  if (entry.sourceType === 'tariff_month') {
    return `Бухгалтерское обслуживание по тарифу за ${formatPeriod(period)}`;
  }
  return entry.reason?.trim() || 'Услуги';
}

/** One line a charge stands for, as the document it came from (an order's invoice) listed it. */
export type ActChargeLine = { name: string; quantity: number; price_kopecks: number };

/** How a line is counted: a tariff month in months, everything else in services. */
export function actLineUnit(sourceType: string): 'мес.' | 'усл.' {
  return sourceType === 'tariff_month' ? 'мес.' : 'усл.';
}

/** The charge's own lines when they add up to exactly what was charged; else null. */
function linesAddingUp(lines: readonly ActChargeLine[] | undefined, amount: number) {
  if (!lines || lines.length === 0) return null;
  const sum = lines.reduce((total, line) => total + line.quantity * line.price_kopecks, 0);
  return sum === amount ? lines : null;
}

/**
 * An act's lines are the period's charges, oldest first — so the act's total is exactly what the
 * ledger charged the company that month (charges are negative in the ledger; other kinds —
 * payments, refunds, corrections — are not services and stay out). A charge with lines of its
 * own (`linesOf`: a finished order's invoice lines, the tariff month named with its tariff) is
 * listed as them, with their quantities and prices, when they add up to the charge; otherwise it
 * is one line.
 */
export function actLinesFromCharges(
  entries: readonly ActLedgerEntry[],
  period: string,
  linesOf: (entry: ActLedgerEntry) => readonly ActChargeLine[] | undefined = () => undefined,
) {
  return entries
    .filter((entry) => entry.kind === 'charge' && entry.amountKopecks < 0)
    .slice()
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .flatMap((entry): ActLineDraft[] => {
      const amount = -entry.amountKopecks;
      const source = { source_type: entry.sourceType, source_id: entry.sourceId };
      const own = linesAddingUp(linesOf(entry), amount);
      if (!own) {
        const name = actLineName(entry, period);
        return [{ name, quantity: 1, price_kopecks: amount, amount_kopecks: amount, ...source }];
      }
      return own.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        price_kopecks: line.price_kopecks,
        amount_kopecks: line.quantity * line.price_kopecks,
        ...source,
      }));
    });
}

/**
 * The act's total (the sum of its lines), the VAT it includes under the firm's VAT mode
 * (`vatIncluded`, half up to the kopeck; 0 «Без НДС») and the total in words.
 */
export function actTotals(
  lines: readonly Pick<ActLineDraft, 'amount_kopecks'>[],
  vatMode: VatMode,
) {
  const total = lines.reduce((sum, line) => sum + line.amount_kopecks, 0);
  return {
    total_kopecks: total,
    vat_kopecks: vatIncluded(total, vatMode),
    sum_in_words: sumInWords(total),
  };
}

/** One row of a reconciliation act: the date, the document and its debit or credit, in kopecks. */
export type ReconciliationRow = {
  date: string;
  document: string;
  debit_kopecks: number;
  credit_kopecks: number;
};

/** What the ledger says of a period of a company, from the firm's side (акт сверки). */
export type Reconciliation = {
  opening_kopecks: number;
  rows: ReconciliationRow[];
  debit_turnover_kopecks: number;
  credit_turnover_kopecks: number;
  closing_kopecks: number;
};

/** The document a ledger entry stands for in an акт сверки: «Списание: Обслуживание …». */
export function reconciliationDocument(entry: Pick<ActLedgerEntry, 'kind' | 'reason'>): string {
  const name = LEDGER_KIND_NAMES[entry.kind];
  return entry.reason?.trim() ? `${name}: ${entry.reason.trim()}` : name;
}

/**
 * Акт сверки from the ledger (balances signed as the ledger keeps them: + the firm
 * owes the company — an advance; − the company owes the firm). Kept from the firm's side: a
 * charge, a refund or a negative correction is a debit (the company's debt grows), a payment or
 * a positive correction a credit. Opening = the SUM before `from`; closing = opening + credits −
 * debits = the SUM up to `to` — the same figure the ledger's balance shows.
 */
export function reconciliation(args: {
  openingKopecks: number;
  entries: readonly (Pick<ActLedgerEntry, 'kind' | 'reason' | 'amountKopecks'> & {
    date: string;
  })[];
}): Reconciliation {
  const rows = args.entries.map((entry): ReconciliationRow => ({
    date: entry.date,
    document: reconciliationDocument(entry),
    debit_kopecks: entry.amountKopecks < 0 ? -entry.amountKopecks : 0,
    credit_kopecks: entry.amountKopecks > 0 ? entry.amountKopecks : 0,
  }));
  const debit = rows.reduce((sum, row) => sum + row.debit_kopecks, 0);
  const credit = rows.reduce((sum, row) => sum + row.credit_kopecks, 0);
  return {
    opening_kopecks: args.openingKopecks,
    rows,
    debit_turnover_kopecks: debit,
    credit_turnover_kopecks: credit,
    closing_kopecks: args.openingKopecks + credit - debit,
  };
}

/**
 * The closing sentence of an акт сверки: «Задолженность в пользу ООО «Бухгалтерия Плюс»
 * 1 500,00 руб.» when the company owes the firm, «в пользу ООО «Ромашка»» when the firm holds an
 * advance, «Задолженность отсутствует» at zero.
 */
export function closingText(
  closingKopecks: number,
  parties: { seller: string; buyer: string },
  formatSum: (kopecks: number) => string,
): string {
  if (closingKopecks === 0) return 'Задолженность отсутствует';
  const inFavourOf = closingKopecks < 0 ? parties.seller : parties.buyer;
  return `Задолженность в пользу ${inFavourOf} ${formatSum(Math.abs(closingKopecks))} руб.`;
}

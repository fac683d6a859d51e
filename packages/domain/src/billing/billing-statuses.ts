/** Statuses of an invoice (счёт на оплату). */
export const INVOICE_STATUS = {
  ISSUED: 'issued',
  PARTIALLY_PAID: 'partially_paid',
  PAID: 'paid',
  OVERDUE: 'overdue',
  CANCELLED: 'cancelled',
} as const;
/** An invoice status. */
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];

/** The Russian name of each invoice status, as the client and staff see it. */
export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  issued: 'Выставлен',
  partially_paid: 'Частично оплачен',
  paid: 'Оплачен',
  overdue: 'Просрочен',
  cancelled: 'Отменён',
};

/** Statuses of an invoice that still waits for money (a payment may be applied to it). */
export const OPEN_INVOICE_STATUSES: readonly InvoiceStatus[] = [
  INVOICE_STATUS.ISSUED,
  INVOICE_STATUS.PARTIALLY_PAID,
  INVOICE_STATUS.OVERDUE,
];

/** What an invoice is for — a tariff connection, a one-time service, a top-up. */
export const INVOICE_KIND = { TARIFF: 'tariff', SERVICE: 'service', TOPUP: 'topup' } as const;
/** An invoice kind. */
export type InvoiceKind = (typeof INVOICE_KIND)[keyof typeof INVOICE_KIND];

/**
 * Ledger: what an entry records. Amounts are signed kopecks seen from the company:
 * a payment adds (+), a charge and a refund take away (−), a correction goes either way.
 */
export const LEDGER_KIND = {
  CHARGE: 'charge',
  PAYMENT: 'payment',
  REFUND: 'refund',
  CORRECTION: 'correction',
} as const;
/** A ledger entry kind. */
export type LedgerKind = (typeof LEDGER_KIND)[keyof typeof LEDGER_KIND];

/** Russian names of the ledger entry kinds (the staff's ledger view). */
/** A ledger entry as other features read it (signed kopecks seen from the company). */
export type LedgerEntryView = {
  id: number;
  kind: LedgerKind;
  amountKopecks: number;
  sourceType: string;
  sourceId: string;
  reason: string | null;
  createdAt: Date;
};

export const LEDGER_KIND_NAMES: Record<LedgerKind, string> = {
  charge: 'Списание',
  payment: 'Оплата',
  refund: 'Возврат',
  correction: 'Корректировка',
};

/**
 * The status of a (not cancelled) invoice once `paidKopecks` of its `totalKopecks`
 * are paid, on the firm's date `today` ('YYYY-MM-DD'): fully paid → Оплачен; else past the due
 * date → Просрочен; else some money → Частично оплачен; none → Выставлен.
 */
export function invoiceStatusFor(args: {
  totalKopecks: number;
  paidKopecks: number;
  dueDate: string;
  today: string;
}): InvoiceStatus {
  if (args.paidKopecks >= args.totalKopecks) return INVOICE_STATUS.PAID;
  if (args.dueDate < args.today) return INVOICE_STATUS.OVERDUE;
  return args.paidKopecks > 0 ? INVOICE_STATUS.PARTIALLY_PAID : INVOICE_STATUS.ISSUED;
}

/**
 * A company's `balance` and `debt` columns (whole roubles, SPEC §3 Company) from the sum of its
 * ledger in kopecks: money on account is rounded down (never promised beyond what was paid),
 * money owed is rounded up (never understated); never both.
 */
export function wholeRoublesBalanceAndDebt(ledgerSumKopecks: number): {
  balance: number;
  debt: number;
} {
  const { balance_kopecks, debt_kopecks } = balanceAndDebt(ledgerSumKopecks);
  return { balance: Math.floor(balance_kopecks / 100), debt: Math.ceil(debt_kopecks / 100) };
}

/**
 * A company's balance and debt from the sum of its ledger (signed kopecks): a
 * positive sum is money on account (balance), a negative one is owed (debt); never both.
 */
export function balanceAndDebt(ledgerSumKopecks: number): {
  balance_kopecks: number;
  debt_kopecks: number;
} {
  return {
    balance_kopecks: Math.max(ledgerSumKopecks, 0),
    debt_kopecks: Math.max(-ledgerSumKopecks, 0),
  };
}

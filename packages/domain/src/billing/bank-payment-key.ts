/**
 * One bank payment, one key. A transfer to the firm is the same real payment whichever path
 * records it first — staff typing it in from the client's платёжное поручение, or the bank
 * statement import — so both build its key from what the bank says about it, never from the
 * invoice it was put on:
 *
 *   bank:<order number>:<payer>:<kopecks>:<firm account>:<YYYY-MM-DD>
 *
 * - order number: the payer's numbering, written «612», «0612» or «№ 612» — leading zeros,
 *   «№», spaces and case do not make another payment;
 * - payer: `inn<digits>` when the INN is given (10 or 12 digits) with `/<KPP>` when a KPP is
 *   known — a firm's branches share the INN and each is a client of its own, numbering its
 *   orders itself — else `acc<20 digits>` of the payer's account, else `-`. The hand form has no
 *   payer field: staff record a payment on an invoice, and the statement only ever settles an
 *   invoice whose buyer INN is the payer's, so the hand path takes the invoice buyer's INN and
 *   KPP, and a statement line without a KPP takes the KPP of the invoice it settles;
 * - kopecks: the whole sum the bank moved (an overpayment included, never split);
 * - firm account: the firm's account the money reached (billing settings for a hand entry,
 *   the statement's account for an import), `-` while the firm has none;
 * - the day the money reached the firm (the hand form's «Дата поступления»; a statement's
 *   ДатаПоступило, else the order's Дата).
 *
 * The date is last so that a key with everything but the day is a prefix: the day a person
 * types is the fuzziest part (the order's date or the day it arrived), so a payment with the
 * same prefix within {@link BANK_PAYMENT_DAYS_APART} days is the same payment
 * ({@link isSameBankPayment}). The database holds the exact key unique.
 */
export type BankPaymentFacts = {
  /** YYYY-MM-DD. */
  date: string;
  orderNumber: string;
  payerInn: string | null | undefined;
  payerKpp?: string | null | undefined;
  payerAccount?: string | null | undefined;
  amountKopecks: number;
  firmAccount: string | null | undefined;
};

/** Days between two records of one order that still make them the same payment. */
export const BANK_PAYMENT_DAYS_APART = 5;

const digitsOf = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/** «№ 0612» → «612», « 61-2a » → «61-2A»; only what the payer wrote, comparably. */
export function normalizeOrderNumber(raw: string): string {
  const text = raw
    .replace(/^\s*(?:№|N|No\.?)\s*/iu, '')
    .replace(/\s+/g, '')
    .toLocaleUpperCase('ru');
  if (/^\d+$/.test(text)) return text.replace(/^0+(?=\d)/, '');
  return text.replace(/:/g, '-');
}

/** A KPP as written (9 characters, the 5th and 6th may be letters), or null for none or «0». */
export function normalizeKpp(kpp: string | null | undefined): string | null {
  const text = (kpp ?? '').replace(/\s+/g, '').toUpperCase();
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(text) && /[1-9A-Z]/.test(text) ? text : null;
}

/** Who paid: the INN (and KPP) when the bank gave a real one, else the account, else unknown. */
export function bankPayerId(
  inn: string | null | undefined,
  account?: string | null,
  kpp?: string | null,
): string {
  const innDigits = digitsOf(inn);
  if ((innDigits.length === 10 || innDigits.length === 12) && /[1-9]/.test(innDigits)) {
    const branch = normalizeKpp(kpp);
    return branch ? `inn${innDigits}/${branch}` : `inn${innDigits}`;
  }
  const accountDigits = digitsOf(account);
  return accountDigits.length === 20 ? `acc${accountDigits}` : '-';
}

/** The key of everything but the day (see the module comment). */
export function bankPaymentPrefix(facts: Omit<BankPaymentFacts, 'date'>): string {
  const order = normalizeOrderNumber(facts.orderNumber) || '-';
  const payer = bankPayerId(facts.payerInn, facts.payerAccount, facts.payerKpp);
  const firm = digitsOf(facts.firmAccount) || '-';
  return `bank:${order}:${payer}:${facts.amountKopecks}:${firm}:`;
}

/** The payment's key, as the database holds it unique. */
export function bankPaymentKey(facts: BankPaymentFacts): string {
  return `${bankPaymentPrefix(facts)}${facts.date}`;
}

const dayNumber = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / 86_400_000;
};

/** Two keys name one real payment: all but the day equal, the days at most a few apart. */
export function isSameBankPayment(key: string, other: string): boolean {
  const cut = key.lastIndexOf(':') + 1;
  const otherCut = other.lastIndexOf(':') + 1;
  if (cut === 0 || key.slice(0, cut) !== other.slice(0, otherCut)) return false;
  const apart = Math.abs(dayNumber(key.slice(cut)) - dayNumber(other.slice(otherCut)));
  return Number.isFinite(apart) && apart <= BANK_PAYMENT_DAYS_APART;
}

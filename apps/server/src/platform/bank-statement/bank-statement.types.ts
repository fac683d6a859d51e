/** A side of a payment as the statement gives it; `null` where the bank left the key out or empty. */
export interface BankStatementParty {
  name: string | null;
  inn: string | null;
  kpp: string | null;
  account: string | null;
  bankName: string | null;
  bik: string | null;
  correspondentAccount: string | null;
}

/** Towards the statement's own account (`incoming`), away from it, or neither side is it. */
export type BankStatementDirection = 'incoming' | 'outgoing' | 'unknown';

/** One `СекцияДокумент=…` … `КонецДокумента` section. */
export interface BankStatementDocument {
  /** «Платежное поручение», «Банковский ордер», … as the file names it. */
  kind: string;
  number: string;
  /** ISO `YYYY-MM-DD`. */
  date: string;
  amountKopecks: number;
  payer: BankStatementParty;
  payee: BankStatementParty;
  /** `НазначениеПлатежа`, or the older `НазначениеПлатежа1`…`6` joined with spaces. */
  purpose: string;
  /** `ДатаСписано` / `ДатаПоступило`, ISO, or `null` when empty. */
  debitedOn: string | null;
  receivedOn: string | null;
  direction: BankStatementDirection;
  /** The line of the file where the section starts (1-based), for messages to staff. */
  line: number;
  /** Every key of the section as written, unknown bank-specific keys included. */
  fields: Record<string, string>;
}

/** A `СекцияРасчСчет` balance section. */
export interface BankStatementBalance {
  account: string;
  dateStart: string | null;
  dateEnd: string | null;
  openingKopecks: number | null;
  incomingKopecks: number | null;
  outgoingKopecks: number | null;
  closingKopecks: number | null;
}

export type BankStatementEncoding = 'windows-1251' | 'cp866' | 'utf-8';

export interface BankStatement {
  formatVersion: string | null;
  /** The encoding the bytes were read in (BOM or valid UTF-8 first, then the `Кодировка=` line). */
  encoding: BankStatementEncoding;
  sender: string | null;
  receiver: string | null;
  createdOn: string | null;
  dateStart: string | null;
  dateEnd: string | null;
  /** The statement's own accounts (`РасчСчет=` lines of the header). */
  accounts: string[];
  /**
   * Every account the statement is of: the header's `РасчСчет=` lines and the `РасчСчет` of each
   * `СекцияРасчСчет` (some banks write only the sections), each once, in the file's order.
   */
  ownAccounts: string[];
  balances: BankStatementBalance[];
  documents: BankStatementDocument[];
  /** Every header key as written (the last value of a repeated key). */
  header: Record<string, string>;
}

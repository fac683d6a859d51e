import type { OperationDirection } from './operation-categories.ts';

/** The accounts of a statement document's two sides and the bank's dates of each. */
export interface PlacedDocument {
  payerAccount: string | null;
  payeeAccount: string | null;
  /** `ДатаСписано` / `ДатаПоступило`: which account's list of the file the copy belongs to. */
  debitedOn: string | null;
  receivedOn: string | null;
}

/**
 * Where a document moved the company's money, by its own accounts: away from the payer's account
 * when that is the company's (`out`), onto the payee's when that is (`in`). Both — a transfer
 * between the company's own accounts — is one operation on each account; neither is not the
 * company's payment at all.
 */
export function ownSides(
  document: Pick<PlacedDocument, 'payerAccount' | 'payeeAccount'>,
  own: ReadonlySet<string>,
): OperationDirection[] {
  const sides: OperationDirection[] = [];
  if (document.payerAccount && own.has(document.payerAccount)) sides.push('out');
  if (document.payeeAccount && own.has(document.payeeAccount)) sides.push('in');
  return sides;
}

export interface PositionedDocument extends PlacedDocument {
  /** Everything that names the payment: accounts, date, number, sum, purpose. */
  identity: string;
  /** Both sides are the company's ({@link ownSides} gave two). */
  transfer: boolean;
}

function listingOf(document: PlacedDocument): 'debit' | 'credit' | 'unmarked' {
  if (document.debitedOn && !document.receivedOn) return 'debit';
  if (document.receivedOn && !document.debitedOn) return 'credit';
  return 'unmarked';
}

/**
 * Each document's position among the file's identical documents (0, 1, …), for the dedupe key.
 * A bank exporting several accounts in one file lists a transfer between them under each of the
 * two: the copy with only `ДатаСписано` (the payer's list) and the copy with only `ДатаПоступило`
 * (the payee's) are one transfer, so copies of a transfer count by their list; copies that say
 * neither or both count in pairs. Any other identical documents are that many payments.
 */
export function statementPositions(documents: readonly PositionedDocument[]): number[] {
  const seen = new Map<string, number>();
  return documents.map((document) => {
    const listing = document.transfer ? listingOf(document) : 'single';
    const key = `${listing}\u0000${document.identity}`;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    return listing === 'unmarked' ? Math.floor(index / 2) : index;
  });
}

/**
 * Whether a statement is the company's: `ours` when one of the statement's own accounts is one of
 * the company's known accounts; `first` when the company knows none yet (its first statement
 * teaches them, as an accountant's program learns the account from the first bank file);
 * `foreign` when it knows some and the statement has none of them.
 */
export function statementOwnership(
  statementAccounts: readonly string[],
  companyAccounts: ReadonlySet<string>,
): 'ours' | 'first' | 'foreign' {
  if (companyAccounts.size === 0) return 'first';
  return statementAccounts.some((account) => companyAccounts.has(account)) ? 'ours' : 'foreign';
}

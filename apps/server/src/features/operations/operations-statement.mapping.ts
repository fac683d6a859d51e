import {
  categorise,
  operationDedupeKey,
  type CategoryRule,
  type OperationDirection,
} from '@kabinet/domain/operations';

import type { NewOperationRow } from '../../db/schema/operations.ts';
import type {
  BankStatement,
  BankStatementDocument,
  BankStatementParty,
} from '../../platform/bank-statement/bank-statement.types.ts';

/** A statement line that moved money on one of the statement's own accounts. */
export type OwnDocument = BankStatementDocument & { direction: 'incoming' | 'outgoing' };

/** The lines of the company's own accounts; a line between two other accounts is not ours. */
export function ownDocuments(statement: BankStatement): OwnDocument[] {
  return statement.documents.filter(
    (document): document is OwnDocument => document.direction !== 'unknown',
  );
}

/**
 * Pure: a statement line → an operation row. Our side is the payee of an incoming payment and
 * the payer of an outgoing one; the other side is the counterparty. The category is the domain's
 * `categorise` over the company's rules at import time.
 */
export function operationRowOf(
  document: OwnDocument,
  context: { companyId: number; importId: number | null; rules: readonly CategoryRule[] },
): NewOperationRow {
  const direction: OperationDirection = document.direction === 'incoming' ? 'in' : 'out';
  const [own, other]: BankStatementParty[] =
    direction === 'in' ? [document.payee, document.payer] : [document.payer, document.payee];
  const account = own?.account ?? '';
  const counterparty = other ?? document.payer;
  const category = categorise(context.rules, {
    direction,
    counterpartyInn: counterparty.inn,
    purpose: document.purpose,
  });
  return {
    companyId: context.companyId,
    importId: context.importId,
    account,
    date: document.date,
    number: document.number,
    direction,
    amountKopecks: document.amountKopecks,
    counterpartyName: counterparty.name ?? '',
    counterpartyInn: counterparty.inn,
    counterpartyKpp: counterparty.kpp,
    counterpartyAccount: counterparty.account,
    counterpartyBankName: counterparty.bankName,
    counterpartyBik: counterparty.bik,
    purpose: document.purpose,
    categoryCode: category.categoryCode,
    categorySource: category.source,
    dedupeKey: operationDedupeKey({
      account,
      date: document.date,
      number: document.number,
      direction,
      amountKopecks: document.amountKopecks,
      counterpartyAccount: counterparty.account,
      counterpartyInn: counterparty.inn,
    }),
  };
}

/** The statement's balance sections that have a start date, as rows of the import. */
export function balanceRowsOf(
  statement: BankStatement,
  context: { companyId: number; importId: number },
) {
  return statement.balances.flatMap((balance) => {
    const dateStart = balance.dateStart ?? statement.dateStart;
    if (!dateStart) return [];
    return [
      {
        ...context,
        account: balance.account,
        dateStart,
        dateEnd: balance.dateEnd ?? statement.dateEnd,
        openingKopecks: balance.openingKopecks,
        closingKopecks: balance.closingKopecks,
      },
    ];
  });
}

/** Rules as the domain reads them. */
export function domainRules(
  rows: readonly {
    kind: CategoryRule['kind'];
    value: string;
    categoryCode: string;
    priority: number;
  }[],
): CategoryRule[] {
  return rows.map(({ kind, value, categoryCode, priority }) => ({
    kind,
    value,
    categoryCode,
    priority,
  }));
}

import {
  categorise,
  operationDedupeKey,
  OWN_TRANSFER_CATEGORY,
  ownSides,
  statementPositions,
  type CategoryRule,
  type OperationDirection,
} from '@kabinet/domain/operations';

import type { NewOperationRow } from '../../db/schema/operations.ts';
import type {
  BankStatement,
  BankStatementDocument,
} from '../../platform/bank-statement/bank-statement.types.ts';

export interface MappingContext {
  companyId: number;
  importId: number | null;
  rules: readonly CategoryRule[];
  /** The company's accounts: its requisites', its earlier statements' and this statement's. */
  own: ReadonlySet<string>;
}

/**
 * Pure: a statement → the company's operations, each once. A document is placed by the company's
 * own accounts (domain `ownSides`): away from the payer's account if it is ours, onto the payee's
 * if it is ours — a transfer between two of them is both, filed as «Перевод между своими
 * счетами» on each side. Documents touching none of our accounts are not ours. A document listed
 * twice (a transfer under each of its accounts) gives its operations once: their dedupe keys
 * (domain `operationDedupeKey` with `statementPositions`) are equal, and only the first is kept.
 */
export function statementOperations(
  statement: BankStatement,
  context: MappingContext,
): NewOperationRow[] {
  const placed = statement.documents.flatMap((document) => {
    const sides = ownSides(
      { payerAccount: document.payer.account, payeeAccount: document.payee.account },
      context.own,
    );
    return sides.length === 0 ? [] : [{ document, sides }];
  });
  const positions = statementPositions(
    placed.map(({ document, sides }) => ({
      identity: identityOf(document),
      transfer: sides.length === 2,
      payerAccount: document.payer.account,
      payeeAccount: document.payee.account,
      debitedOn: document.debitedOn,
      receivedOn: document.receivedOn,
    })),
  );
  const rows = new Map<string, NewOperationRow>();
  placed.forEach(({ document, sides }, index) => {
    for (const direction of sides) {
      const row = operationRowOf(document, direction, {
        ...context,
        position: positions[index] ?? 0,
        transfer: sides.length === 2,
      });
      if (!rows.has(row.dedupeKey)) rows.set(row.dedupeKey, row);
    }
  });
  return [...rows.values()];
}

/** Everything that names one payment, so identical documents of a file can be counted. */
function identityOf(document: BankStatementDocument): string {
  return [
    document.payer.account ?? '',
    document.payer.inn ?? '',
    document.payee.account ?? '',
    document.payee.inn ?? '',
    document.date,
    document.number.trim(),
    document.amountKopecks,
    document.purpose.trim().replace(/\s+/gu, ' '),
  ].join('|');
}

/**
 * One side of a document as an operation row. Our side is the payee of an incoming payment and
 * the payer of an outgoing one; the other side is the counterparty (for a transfer, our other
 * account). The category is the domain's `categorise` over the company's rules at import time,
 * or the transfer category, which the statement itself decides.
 */
function operationRowOf(
  document: BankStatementDocument,
  direction: OperationDirection,
  context: Omit<MappingContext, 'own'> & { position: number; transfer: boolean },
): NewOperationRow {
  const [own, counterparty] =
    direction === 'in' ? [document.payee, document.payer] : [document.payer, document.payee];
  const account = own.account ?? '';
  const category = context.transfer
    ? { categoryCode: OWN_TRANSFER_CATEGORY, source: 'statement' as const }
    : categorise(context.rules, {
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
      purpose: document.purpose,
      position: context.position,
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

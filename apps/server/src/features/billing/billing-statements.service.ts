import {
  STATEMENT_ITEM_RESULT,
  STATEMENT_ITEM_RESULT_NAMES,
  type StatementImport,
  type StatementItem,
  type StatementItemResult,
} from '@kabinet/domain/billing';
import { formatInvoiceNumber, parseInvoiceNumber } from '@kabinet/domain/money';
import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import { parseBankStatement } from '../../platform/bank-statement/bank-statement.ts';
import { BankStatementError } from '../../platform/bank-statement/bank-statement.errors.ts';
import type { BankStatementDocument } from '../../platform/bank-statement/bank-statement.types.ts';
import { findInvoiceNumbers } from '../../platform/bank-statement/find-invoice-numbers.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError, HttpError } from '../../platform/errors.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { PublishPaidChanges } from '../company-tariffs/company-tariffs-payment.service.ts';

import type { BillingActor } from './billing-invoices.service.ts';
import { applyPaymentIn } from './billing-payments.service.ts';
import type { InvoiceTasks, PaymentRewards } from './billing.events.ts';
import { readSellerSettings } from './billing-settings.service.ts';
import { notBillingStaff } from './billing.errors.ts';
import { canManageCompanyBilling } from './billing.policy.ts';
import { findInvoiceByNumber } from './billing-statements.repository.ts';

type FoundInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceByNumber>>>;
type Verdict = { result: StatementItemResult; reason: string | null; invoice: FoundInvoice | null };

const verdict = (
  result: StatementItemResult,
  reason: string | null,
  invoice: FoundInvoice | null = null,
) => ({
  result,
  reason,
  invoice,
});

type StatementDeps = {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  publishTariffChanges?: PublishPaidChanges;
  tasks?: InvoiceTasks;
  rewards?: PaymentRewards;
};

/**
 * Issue 13: a bank statement in the 1CClientBankExchange format that every Russian bank exports.
 * Each incoming payment is matched to an invoice by the invoice number in its purpose and the
 * payer's INN, and applied through billing's one way for money (source: the statement's date,
 * order number, payer and sum — importing the same statement again applies nothing twice).
 * What does not match is listed with the reason, for staff to settle by hand.
 */
export function createStatementsService(deps: StatementDeps) {
  const { db } = deps;
  return { importStatement };

  async function importStatement(
    actor: BillingActor,
    file: { name: string; bytes: Uint8Array },
  ): Promise<StatementImport> {
    if (!isAdmin(actor.roleSlug) && !hasManagerRights(actor.roleSlug)) throw notBillingStaff();
    let statement;
    try {
      statement = parseBankStatement(file.bytes);
    } catch (error) {
      if (error instanceof BankStatementError) throw fieldError('file', error.message, error.code);
      throw error;
    }
    const { seller } = await readSellerSettings(db);
    const firmInn = typeof seller.inn === 'string' ? seller.inn : null;
    const items: StatementItem[] = [];
    for (const document of statement.documents) {
      const decided = await decide(deps, actor, document, firmInn);
      items.push(itemOf(document, decided));
    }
    const applied = items.filter((item) => item.result === STATEMENT_ITEM_RESULT.APPLIED);
    return {
      file_name: file.name,
      period: { from: statement.dateStart, to: statement.dateEnd },
      applied: applied.length,
      applied_kopecks: applied.reduce((sum, item) => sum + item.amount_kopecks, 0),
      unmatched: items.filter((item) => item.result === STATEMENT_ITEM_RESULT.UNMATCHED).length,
      items,
    };
  }
}

async function decide(
  deps: StatementDeps,
  actor: BillingActor,
  document: BankStatementDocument,
  firmInn: string | null,
): Promise<Verdict> {
  if (document.direction === 'outgoing') {
    return verdict(STATEMENT_ITEM_RESULT.SKIPPED, 'Списание со счёта фирмы');
  }
  if (firmInn && document.payee.inn && document.payee.inn !== firmInn) {
    return verdict(STATEMENT_ITEM_RESULT.SKIPPED, 'Платёж не в адрес фирмы');
  }
  const matched = await match(deps.db, document);
  if ('reason' in matched) {
    return verdict(STATEMENT_ITEM_RESULT.UNMATCHED, matched.reason, matched.invoice);
  }
  const { invoice } = matched;
  if (!(await canManageCompanyBilling(deps.db, actor, invoice.companyId))) {
    return verdict(STATEMENT_ITEM_RESULT.UNMATCHED, 'Счёт клиента, которого вы не ведёте', invoice);
  }
  return apply(deps, actor, document, invoice);
}

/** The invoice the purpose names whose buyer is the payer, or why there is none. */
async function match(
  db: Db,
  document: BankStatementDocument,
): Promise<{ invoice: FoundInvoice } | { reason: string; invoice: FoundInvoice | null }> {
  const fallbackYear = Number(document.date.slice(0, 4));
  const numbers = findInvoiceNumbers(document.purpose, { fallbackYear });
  if (numbers.length === 0) {
    return { reason: 'В назначении платежа нет номера счёта', invoice: null };
  }
  let foreign: FoundInvoice | null = null;
  for (const text of numbers) {
    const number = parseInvoiceNumber(text);
    const invoice = number ? await findInvoiceByNumber(db, number) : null;
    if (!invoice) continue;
    if (invoice.buyer.inn === document.payer.inn) return { invoice };
    foreign ??= invoice;
  }
  if (foreign) {
    return {
      reason: `ИНН плательщика ${document.payer.inn ?? 'не указан'} не совпадает с ИНН покупателя по счёту № ${numberOf(foreign)}`,
      invoice: foreign,
    };
  }
  return { reason: `Счёт № ${numbers.join(', ')} не найден`, invoice: null };
}

async function apply(
  deps: StatementDeps,
  actor: BillingActor,
  document: BankStatementDocument,
  invoice: FoundInvoice,
) {
  const payerInn = document.payer.inn ?? '-';
  try {
    const result = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const applied = await applyPaymentIn(
        tx,
        {
          invoiceId: invoice.id,
          amountKopecks: document.amountKopecks,
          paidOn: document.receivedOn ?? document.date,
          orderNumber: document.number,
          sourceKey: `statement:${document.date}:${document.number}:${payerInn}:${document.amountKopecks}`,
          method: 'statement',
          actorId: actor.id,
        },
        now,
        deps.tasks,
        deps.rewards,
      );
      if (applied.applied) {
        await deps.audit(tx, {
          actorId: actor.id,
          action: 'payment.recorded',
          companyId: invoice.companyId,
          subject: { type: 'invoice', id: invoice.id, name: `Счёт № ${numberOf(invoice)}` },
          before: { paid_kopecks: invoice.paidKopecks },
          after: {
            paid_kopecks: invoice.paidKopecks + document.amountKopecks,
            amount_kopecks: document.amountKopecks,
            order_number: document.number,
            paid_on: document.receivedOn ?? document.date,
            source: 'Банковская выписка',
          },
        });
      }
      return applied;
    });
    if (result.tariffChange) await deps.publishTariffChanges?.([result.tariffChange], actor.id);
    if (result.applied) await deps.tasks?.announce([invoice.id]);
    if (result.applied) await deps.rewards?.announce([result.payment.id]);
    return result.applied
      ? verdict(STATEMENT_ITEM_RESULT.APPLIED, null, invoice)
      : verdict(STATEMENT_ITEM_RESULT.ALREADY, 'Этот платёж уже зачтён ранее', invoice);
  } catch (error) {
    if (error instanceof HttpError) {
      return verdict(STATEMENT_ITEM_RESULT.UNMATCHED, error.message, invoice);
    }
    throw error;
  }
}

function numberOf(invoice: FoundInvoice): string {
  return formatInvoiceNumber(invoice.year, invoice.sequence);
}

function itemOf(document: BankStatementDocument, decided: Verdict): StatementItem {
  return {
    line: document.line,
    number: document.number,
    date: document.date,
    amount_kopecks: document.amountKopecks,
    payer_name: document.payer.name,
    payer_inn: document.payer.inn,
    purpose: document.purpose,
    result: decided.result,
    result_name: STATEMENT_ITEM_RESULT_NAMES[decided.result],
    reason: decided.reason,
    invoice: decided.invoice
      ? {
          id: decided.invoice.id,
          number: numberOf(decided.invoice),
          company_id: decided.invoice.companyId,
          company_name: decided.invoice.companyName,
        }
      : null,
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;

import {
  STATEMENT_ITEM_RESULT,
  STATEMENT_ITEM_RESULT_NAMES,
  bankPaymentKey,
  normalizeKpp,
  type EarlierPayment,
  type StatementImport,
  type StatementItem,
  type StatementItemResult,
} from '@kabinet/domain/billing';
import { formatInvoiceNumber, formatKopecks, parseInvoiceNumber } from '@kabinet/domain/money';
import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/billing.ts';
import { parseBankStatement } from '../../platform/bank-statement/bank-statement.ts';
import { BankStatementError } from '../../platform/bank-statement/bank-statement.errors.ts';
import type {
  BankStatement,
  BankStatementDocument,
} from '../../platform/bank-statement/bank-statement.types.ts';
import { findInvoiceNumbers } from '../../platform/bank-statement/find-invoice-numbers.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError, HttpError } from '../../platform/errors.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { BillingActor } from './billing-invoices.service.ts';
import {
  applyPaymentIn,
  type AnnounceApplied,
  type AppliedPayment,
} from './billing-payments.service.ts';
import { describePayment, findSameBankPayment } from './billing-payment-identity.repository.ts';
import type { InvoiceTasks, PaymentRewards } from './billing.events.ts';
import { readSellerSettings } from './billing-settings.service.ts';
import { notBillingStaff } from './billing.errors.ts';
import { canManageCompanyBilling } from './billing.policy.ts';
import { findInvoiceByNumber, findInvoiceWithCompany } from './billing-statements.repository.ts';

type FoundInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceByNumber>>>;
type Verdict = {
  result: StatementItemResult;
  reason: string | null;
  invoice?: FoundInvoice | null;
  earlier?: EarlierPayment | null;
  advanceKopecks?: number;
};

/**
 * What a manager reads of a line that is not his to see: the same words whether the invoice does
 * not exist or is another manager's client, so the import reveals no other company.
 */
const NOT_YOURS = 'Счёт не найден или клиент не ваш';

type StatementDeps = {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  /** Billing's after-commit announcement of an applied payment (tasks, rewards, notices). */
  announceApplied: AnnounceApplied;
  tasks?: InvoiceTasks;
  rewards?: PaymentRewards;
};

/** The firm as the statement must show it: its account (required) and INN. */
type Firm = { account: string; inn: string | null };

const wrongFile = (message: string, code: string) => fieldError('file', message, code);

/**
 * A bank statement in the 1CClientBankExchange format that every Russian bank exports.
 * Each incoming payment is matched to an invoice by the invoice number in its purpose and the
 * payer's INN, and applied through billing's one way for money under the bank payment's key
 * (domain `bankPaymentKey`): a payment staff already typed in, or a statement imported again,
 * is listed as «Уже учтён» with the record that counted it. What the invoice cannot take is an
 * advance on the balance. What does not match is listed with the reason, for staff to settle by
 * hand — for a manager, without a word of a company he does not serve.
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
    const firm = await firmOf(db, statement);
    const items: StatementItem[] = [];
    for (const document of statement.documents) {
      const decided = await decide(deps, actor, document, firm);
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

/**
 * The firm's account from the billing settings, which the statement must be of: a statement of
 * another account (a client's, the firm's other bank) is refused whole, before anything applies.
 */
async function firmOf(db: Db, statement: BankStatement): Promise<Firm> {
  const { seller } = await readSellerSettings(db);
  const account = typeof seller.account === 'string' ? seller.account : '';
  if (!account) {
    throw wrongFile(
      'Реквизиты фирмы не заполнены: администратор указывает расчётный счёт в настройках оплаты, тогда выписку можно загрузить.',
      'billing.statement_firm_missing',
    );
  }
  if (!statement.accounts.includes(account)) {
    const theirs = statement.accounts.join(', ') || 'не указан';
    throw wrongFile(
      `Выписка не по счёту фирмы: в ней счёт ${theirs}, а расчётный счёт фирмы — ${account}. Загрузите выписку по счёту фирмы.`,
      'billing.statement_foreign_account',
    );
  }
  return { account, inn: typeof seller.inn === 'string' ? seller.inn : null };
}

/**
 * The key of an incoming payment: what the bank says of it, the day the money arrived. A line
 * without the payer's KPP takes the KPP of the invoice it settles (`buyerKpp`), as a hand entry
 * of that invoice does.
 */
function keyOf(document: BankStatementDocument, firm: Firm, buyerKpp?: unknown): string {
  return bankPaymentKey({
    date: document.receivedOn ?? document.date,
    orderNumber: document.number,
    payerInn: document.payer.inn,
    payerKpp: normalizeKpp(document.payer.kpp) ?? (typeof buyerKpp === 'string' ? buyerKpp : null),
    payerAccount: document.payer.account,
    amountKopecks: document.amountKopecks,
    firmAccount: firm.account,
  });
}

async function decide(
  deps: StatementDeps,
  actor: BillingActor,
  document: BankStatementDocument,
  firm: Firm,
): Promise<Verdict> {
  if (document.direction === 'outgoing') {
    return { result: STATEMENT_ITEM_RESULT.SKIPPED, reason: 'Списание со счёта фирмы' };
  }
  const payee = document.payee;
  if ((firm.inn && payee.inn && payee.inn !== firm.inn) || payee.account !== firm.account) {
    return { result: STATEMENT_ITEM_RESULT.SKIPPED, reason: 'Платёж не в адрес фирмы' };
  }
  const earlier = await findSameBankPayment(deps.db, keyOf(document, firm));
  if (earlier) return already(deps.db, actor, earlier);
  const matched = await match(deps.db, document);
  if ('reason' in matched) return unmatched(deps.db, actor, matched);
  const { invoice } = matched;
  if (!(await canManageCompanyBilling(deps.db, actor, invoice.companyId))) {
    // Not applied by him: the managers of that company, or an admin, settle it.
    return { result: STATEMENT_ITEM_RESULT.UNMATCHED, reason: NOT_YOURS };
  }
  return apply(deps, actor, document, invoice, keyOf(document, firm, invoice.buyer.kpp));
}

/**
 * Why a line matched no invoice of the payer. A manager reads it only when it names nothing he
 * does not serve: an invoice number that is not found could be another client's, so that too
 * reads as {@link NOT_YOURS}.
 */
async function unmatched(
  db: Db,
  actor: BillingActor,
  matched: { reason: string; invoice: FoundInvoice | null; numbered: boolean },
): Promise<Verdict> {
  const { reason, invoice } = matched;
  const told = { result: STATEMENT_ITEM_RESULT.UNMATCHED, reason, invoice };
  if (isAdmin(actor.roleSlug) || !matched.numbered) return told;
  if (invoice && (await canManageCompanyBilling(db, actor, invoice.companyId))) return told;
  return { result: STATEMENT_ITEM_RESULT.UNMATCHED, reason: NOT_YOURS };
}

/** «Уже учтён» with the record that counted it — or nothing of it, for a company not his. */
async function already(db: Db, actor: BillingActor, earlier: PaymentRow): Promise<Verdict> {
  if (!(await canManageCompanyBilling(db, actor, earlier.companyId))) {
    return { result: STATEMENT_ITEM_RESULT.UNMATCHED, reason: NOT_YOURS };
  }
  return {
    result: STATEMENT_ITEM_RESULT.ALREADY,
    reason: 'Этот платёж уже учтён',
    invoice: await findInvoiceWithCompany(db, earlier.invoiceId),
    earlier: await describePayment(db, earlier),
  };
}

/** The invoice the purpose names whose buyer is the payer, or why there is none. */
async function match(
  db: Db,
  document: BankStatementDocument,
): Promise<
  { invoice: FoundInvoice } | { reason: string; invoice: FoundInvoice | null; numbered: boolean }
> {
  const fallbackYear = Number(document.date.slice(0, 4));
  const numbers = findInvoiceNumbers(document.purpose, { fallbackYear });
  if (numbers.length === 0) {
    return { reason: 'В назначении платежа нет номера счёта', invoice: null, numbered: false };
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
      numbered: true,
    };
  }
  return { reason: `Счёт № ${numbers.join(', ')} не найден`, invoice: null, numbered: true };
}

async function apply(
  deps: StatementDeps,
  actor: BillingActor,
  document: BankStatementDocument,
  invoice: FoundInvoice,
  key: string,
): Promise<Verdict> {
  const paidOn = document.receivedOn ?? document.date;
  let result: AppliedPayment;
  try {
    result = await deps.db.transaction(async (tx) => {
      const applied = await applyPaymentIn(
        tx,
        {
          invoiceId: invoice.id,
          amountKopecks: document.amountKopecks,
          paidOn,
          orderNumber: document.number,
          sourceKey: key,
          bankKey: key,
          method: 'statement',
          actorId: actor.id,
        },
        deps.clock.now(),
        deps.tasks,
        deps.rewards,
      );
      if (applied.applied) {
        const advance = applied.payment.advanceKopecks;
        await deps.audit(tx, {
          actorId: actor.id,
          action: 'payment.recorded',
          companyId: invoice.companyId,
          subject: { type: 'invoice', id: invoice.id, name: `Счёт № ${numberOf(invoice)}` },
          before: { paid_kopecks: invoice.paidKopecks },
          after: {
            paid_kopecks: invoice.paidKopecks + document.amountKopecks - advance,
            amount_kopecks: document.amountKopecks,
            advance_kopecks: advance,
            order_number: document.number,
            paid_on: paidOn,
            source: 'Банковская выписка',
          },
        });
      }
      return applied;
    });
  } catch (error) {
    if (error instanceof HttpError) {
      return { result: STATEMENT_ITEM_RESULT.UNMATCHED, reason: error.message, invoice };
    }
    throw error;
  }
  await deps.announceApplied(result, actor.id);
  if (!result.applied) return already(deps.db, actor, result.payment);
  const advance = result.payment.advanceKopecks;
  return {
    result: STATEMENT_ITEM_RESULT.APPLIED,
    reason: advance ? `${formatKopecks(advance)} зачислены на баланс авансом` : null,
    invoice,
    advanceKopecks: advance,
  };
}

function numberOf(invoice: FoundInvoice): string {
  return formatInvoiceNumber(invoice.year, invoice.sequence);
}

function itemOf(document: BankStatementDocument, decided: Verdict): StatementItem {
  const invoice = decided.invoice ?? null;
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
    invoice: invoice
      ? {
          id: invoice.id,
          number: numberOf(invoice),
          company_id: invoice.companyId,
          company_name: invoice.companyName,
        }
      : null,
    earlier: decided.earlier ?? null,
    advance_kopecks: decided.advanceKopecks ?? 0,
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;

import { INVOICE_KIND, type Invoice } from '@kabinet/domain/billing';
import { ONLINE_PAYMENT_STATUS, type Receipt } from '@kabinet/domain/online-payments';
import { addDays, localDate, monthName } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { AutopayChargeRow, OnlinePaymentRow } from '../../db/schema/online-payments.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import { YooKassaError, type YooKassaClient } from '../../platform/yookassa/yookassa.client.ts';
import type { YooKassaPayment } from '../../platform/yookassa/yookassa.types.ts';
import { readInvoice } from '../billing/billing-invoices.service.ts';
import { issueInvoiceIn } from '../billing/billing-issue.service.ts';

import type { AutopayNotice } from './online-payments-autopay.notices.ts';
import * as repo from './online-payments-autopay.repository.ts';
import {
  FORGOTTEN_SAVED_METHOD,
  findProfile,
  findUserEmail,
  saveProfile,
} from './online-payments-profile.repository.ts';
import * as payments from './online-payments.repository.ts';

/** Tries of one month's charge: the charge day, then two and four days later (1st, 3rd, 5th). */
export const AUTOPAY_TRIES = 3;
const RETRY_EVERY_DAYS = 2;

/**
 * ЮKassa's cancellation reasons after which the saved method can never pay again: autopay stops
 * at once and Kabinet forgets the method (ЮKassa would refuse it; the client saves a new card).
 */
export const AUTOPAY_STOP_REASONS: Record<string, string> = {
  card_expired: 'Срок действия карты истёк',
  permission_revoked: 'Разрешение на списания с карты отозвано',
  payment_method_restricted: 'Операции по карте ограничены банком',
};
const DECLINE_TEXT: Record<string, string> = {
  insufficient_funds: 'Недостаточно средств на карте',
  issuer_unavailable: 'Банк карты не ответил',
  ...AUTOPAY_STOP_REASONS,
};
const UNLINKED = 'Автоплатёж выключен или карта отвязана';

export type AutopayDeps = {
  db: Db;
  clock: Clock;
  yookassa: YooKassaClient | null;
  /** The receipt a payment of the invoice carries (null while the firm sends none). */
  receiptFor: (
    invoice: Invoice,
    payKopecks: number,
    payerEmail: string | null,
  ) => Promise<Receipt | null>;
  /** The existing settlement: ЮKassa's GET decides, billing credits the invoice once. */
  settleFromProvider: (providerPaymentId: string) => Promise<unknown>;
  notify?: (notice: AutopayNotice) => Promise<void>;
  logger?: JobLogger;
};

type Outcome = 'succeeded' | 'failed' | 'stopped' | null;
export type AutopayRun = { claimed: number; tried: number; succeeded: number; failed: number };

/**
 * The month pays itself: after the month job charged the month, each company with autopay on
 * and a saved method gets an invoice for the month's debt and one `autopay_charges` row (unique
 * per company and month, claimed under the company's lock), paid from the saved method with the
 * Idempotence-Key `autopay-<company>-<month>-<try>`. A try is taken by a conditional update, so
 * any number of runs and nodes pay once. The payment settles through the webhook/poll settlement,
 * so ledger, invoice and receipt agree.
 */
export function createAutopay(deps: AutopayDeps) {
  return { runAutopay: () => runAutopay(deps) };
}

async function runAutopay(deps: AutopayDeps): Promise<AutopayRun> {
  const run: AutopayRun = { claimed: 0, tried: 0, succeeded: 0, failed: 0 };
  const { yookassa, db } = deps;
  if (!yookassa) return run;
  const now = deps.clock.now();
  const today = localDate(now);
  const count = (outcome: Outcome) => {
    if (outcome === 'succeeded') run.succeeded += 1;
    if (outcome === 'failed' || outcome === 'stopped') run.failed += 1;
  };
  for (const profile of await repo.listUnclaimedAutopayProfiles(db, today.slice(0, 7))) {
    if (await claimMonth(deps, profile.companyId, today, now)) run.claimed += 1;
  }
  for (const charge of await repo.listWaitingCharges(db)) {
    count(await follow(deps, yookassa, charge));
  }
  for (const charge of await repo.listDueCharges(db, today)) {
    const outcome = await tryCharge(deps, yookassa, charge, today);
    if (outcome) run.tried += 1;
    count(outcome);
  }
  return run;
}

/** The month's invoice and charge row, once per company and month. */
async function claimMonth(deps: AutopayDeps, companyId: number, today: string, now: Date) {
  const month = today.slice(0, 7);
  return deps.db.transaction(async (tx) => {
    await repo.lockCompanyRow(tx, companyId);
    if (await repo.findCharge(tx, companyId, month)) return false;
    const { balance, monthCharge } = await repo.debtOfMonth(tx, companyId, month);
    const amount = Math.min(monthCharge, -balance);
    if (amount <= 0) return false;
    const name = `Бухгалтерское обслуживание за ${monthName(month)} (автоплатёж)`;
    const invoice = await issueInvoiceIn(tx, now, {
      companyId,
      kind: INVOICE_KIND.TOPUP,
      lines: [{ name, quantity: 1, price_kopecks: amount }],
      actorId: null,
    });
    return repo.claimCharge(tx, {
      companyId,
      month,
      invoiceId: invoice.id,
      nextAttemptOn: today,
      now,
    });
  });
}

/** One try of a due charge; null when another node took it or nothing was tried. */
async function tryCharge(
  deps: AutopayDeps,
  yookassa: YooKassaClient,
  due: AutopayChargeRow,
  today: string,
): Promise<Outcome> {
  const { db } = deps;
  const now = deps.clock.now();
  const profile = await findProfile(db, due.companyId);
  if (!profile?.autopay || !profile.savedMethodId) {
    await stop(deps, due, UNLINKED, false);
    return null;
  }
  const invoice = await readInvoice(db, due.invoiceId);
  if (!invoice || invoice.due_kopecks <= 0) {
    // Paid by other means; a node that read the charge before another paid it changes nothing.
    await repo.moveCharge(db, due, { status: 'stopped', nextAttemptOn: null, updatedAt: now });
    return null;
  }
  const charge = await repo.takeAttempt(db, due, now);
  if (!charge) return null;
  let payment: YooKassaPayment;
  let receipt: Receipt | null;
  try {
    const email = await findUserEmail(db, profile.savedBy);
    receipt = await deps.receiptFor(invoice, invoice.due_kopecks, email);
    payment = await yookassa.createPayment({
      amountKopecks: invoice.due_kopecks,
      description: `Оплата по счёту № ${invoice.number} (автоплатёж)`,
      idempotenceKey: `autopay-${charge.companyId}-${charge.month}-${charge.attempts}`,
      paymentMethodId: profile.savedMethodId,
      ...(receipt ? { receipt } : {}),
      metadata: { invoice_id: String(invoice.id), company_id: String(invoice.company_id) },
    });
  } catch (error) {
    return unanswered(deps, charge, due, error, today);
  }
  const row = await payments.insertOnlinePayment(db, {
    companyId: charge.companyId,
    invoiceId: invoice.id,
    providerPaymentId: payment.id,
    amountKopecks: invoice.due_kopecks,
    method: profile.savedMethodType,
    receipt,
    status: ONLINE_PAYMENT_STATUS.PENDING,
    createdBy: null,
    createdAt: now,
  });
  const linked = await repo.moveCharge(db, charge, { onlinePaymentId: row.id });
  return linked ? follow(deps, yookassa, linked, payment) : null;
}

/**
 * ЮKassa did not answer (5xx, network): the try is given back with its key, so the next run
 * sends the same Idempotence-Key and ЮKassa replays whatever it did. A refusal (4xx, a receipt
 * Kabinet would not send) is a failed try.
 */
async function unanswered(
  deps: AutopayDeps,
  charge: AutopayChargeRow,
  due: AutopayChargeRow,
  error: unknown,
  today: string,
): Promise<Outcome> {
  const final = !(error instanceof YooKassaError) || error.final;
  deps.logger?.error({ err: error, chargeId: charge.id }, 'autopay charge not made');
  if (!final) {
    await repo.moveCharge(deps.db, charge, {
      attempts: due.attempts,
      status: due.status,
      nextAttemptOn: today,
      lastError: 'ЮKassa не ответила, попробуем снова',
      updatedAt: deps.clock.now(),
    });
    return null;
  }
  const message = error instanceof Error ? error.message : String(error);
  return failed(deps, charge, `Платёж не принят: ${message.slice(0, 200)}`, null);
}

/** A charge whose payment ЮKassa has decided settles (ledger, invoice, receipt) and is told. */
async function follow(
  deps: AutopayDeps,
  yookassa: YooKassaClient,
  charge: AutopayChargeRow,
  answer?: YooKassaPayment,
): Promise<Outcome> {
  if (charge.onlinePaymentId === null) return null;
  const row = await payments.findOnlinePayment(deps.db, charge.onlinePaymentId);
  if (!row) return null;
  const truth = answer ?? (await yookassa.getPayment(row.providerPaymentId));
  if (truth.status !== 'succeeded' && truth.status !== 'canceled') return null;
  await deps.settleFromProvider(row.providerPaymentId);
  if (truth.status === 'succeeded') return succeeded(deps, charge, row);
  const reason = truth.cancellation_details?.reason ?? '';
  const text = DECLINE_TEXT[reason] ?? 'Банк отклонил списание';
  if (reason in AUTOPAY_STOP_REASONS) return stop(deps, charge, text, true, row.amountKopecks);
  return failed(deps, charge, text, row.amountKopecks);
}

async function succeeded(
  deps: AutopayDeps,
  charge: AutopayChargeRow,
  payment: OnlinePaymentRow,
): Promise<Outcome> {
  const done = await repo.moveCharge(deps.db, charge, {
    status: 'succeeded',
    nextAttemptOn: null,
    lastError: null,
    updatedAt: deps.clock.now(),
  });
  if (!done) return null;
  await tell(deps, {
    kind: 'succeeded',
    charge: done,
    amountKopecks: payment.amountKopecks,
    receiptPaymentId: payment.receipt ? payment.id : null,
  });
  return 'succeeded';
}

/** The company's users hear of a decided try (the card read before a dead one is forgotten). */
async function tell(
  deps: AutopayDeps,
  notice: Pick<
    AutopayNotice,
    'kind' | 'charge' | 'amountKopecks' | 'deadCard' | 'receiptPaymentId'
  >,
  title?: string | null,
): Promise<void> {
  if (!deps.notify) return;
  const invoice = await readInvoice(deps.db, notice.charge.invoiceId);
  await deps.notify({
    ...notice,
    companyId: notice.charge.companyId,
    invoiceNumber: invoice?.number ?? '',
    cardTitle: title !== undefined ? title : await cardTitle(deps, notice.charge.companyId),
  });
}

async function cardTitle(deps: AutopayDeps, companyId: number): Promise<string | null> {
  return (await findProfile(deps.db, companyId))?.savedMethodTitle ?? null;
}

async function failed(
  deps: AutopayDeps,
  charge: AutopayChargeRow,
  text: string,
  amount: number | null,
): Promise<Outcome> {
  if (charge.attempts >= AUTOPAY_TRIES) return stop(deps, charge, text, false, amount);
  // Tries fall on the claim day (the charge day) and two and four days after it.
  const next = addDays(localDate(charge.createdAt), RETRY_EVERY_DAYS * charge.attempts);
  const row = await repo.moveCharge(deps.db, charge, {
    status: 'failed',
    lastError: text,
    nextAttemptOn: next,
    onlinePaymentId: null,
    updatedAt: deps.clock.now(),
  });
  if (!row) return null;
  await tell(deps, { kind: 'failed', charge: row, amountKopecks: amount });
  return 'failed';
}

/**
 * No more tries this month (the invoice goes overdue as any other); a dead card also turns
 * autopay off and is forgotten. `amount` undefined: stopped without a try, nobody is told.
 */
async function stop(
  deps: AutopayDeps,
  charge: AutopayChargeRow,
  text: string,
  deadCard: boolean,
  amount?: number | null,
): Promise<Outcome> {
  const now = deps.clock.now();
  const row = await repo.moveCharge(deps.db, charge, {
    status: 'stopped',
    lastError: text,
    nextAttemptOn: null,
    updatedAt: now,
  });
  if (!row) return null;
  const title = await cardTitle(deps, charge.companyId);
  if (deadCard) await saveProfile(deps.db, charge.companyId, FORGOTTEN_SAVED_METHOD, now);
  if (amount !== undefined) {
    await tell(deps, { kind: 'stopped', charge: row, amountKopecks: amount, deadCard }, title);
  }
  return 'stopped';
}

export type AutopayService = ReturnType<typeof createAutopay>;

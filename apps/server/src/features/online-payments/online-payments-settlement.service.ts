import { localDate } from '@kabinet/domain/shared';
import { ONLINE_PAYMENT_STATUS } from '@kabinet/domain/online-payments';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { YooKassaClient } from '../../platform/yookassa/yookassa.client.ts';
import type { OnlinePaymentRow } from '../../db/schema/online-payments.ts';
import { HttpError } from '../../platform/errors.ts';
import {
  amountValueToKopecks,
  type YooKassaPayment,
  type YooKassaPaymentMethod,
} from '../../platform/yookassa/yookassa.types.ts';
import type { AppliedPayment, IncomingPayment } from '../billing/billing-payments.service.ts';

import { isAutopayPayment } from './online-payments-autopay.repository.ts';
import { saveProfile } from './online-payments-profile.repository.ts';
import * as repo from './online-payments.repository.ts';
import { serializeOnlinePayment } from './online-payments.serializers.ts';

/** «•• 4242» and «12/28» of a card; СБП by its title. Never more of the card than ЮKassa shows. */
function describeMethod(method: YooKassaPaymentMethod) {
  if (method.card) {
    return {
      title: `•• ${method.card.last4}`,
      expiry: `${method.card.expiry_month}/${method.card.expiry_year.slice(-2)}`,
      issuer: method.card.issuer_name ?? method.card.card_type,
    };
  }
  return { title: method.title ?? 'СБП', expiry: null, issuer: null };
}

/**
 * The method ЮKassa saved with a successful payment becomes the company's saved card (replacing
 * an earlier one), in the payment's own transaction.
 */
async function keepSavedMethod(
  tx: Db,
  row: OnlinePaymentRow,
  method: YooKassaPaymentMethod,
  now: Date,
): Promise<void> {
  const shown = describeMethod(method);
  await saveProfile(
    tx,
    row.companyId,
    {
      savedMethodId: method.id,
      savedMethodType: method.type,
      savedMethodTitle: shown.title,
      savedMethodExpiry: shown.expiry,
      savedMethodIssuer: shown.issuer,
      savedAt: now,
      savedBy: row.createdBy,
    },
    now,
  );
}

/** Billing's one way for money to reach an invoice, in the caller's transaction. */
export type ApplyPaymentIn = (tx: Db, input: IncomingPayment, now: Date) => Promise<AppliedPayment>;
/** Billing's after-commit announcement of an applied payment. */
export type AnnounceAppliedPayment = (
  applied: AppliedPayment,
  actorId: number | null,
  options?: { receivedNotice?: boolean },
) => Promise<void>;

export type SettlementDeps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  /** Null without YOOKASSA_SHOP_ID/YOOKASSA_SECRET_KEY: online payment is off. */
  yookassa: YooKassaClient | null;
  applyPaymentIn: ApplyPaymentIn;
  /**
   * After commit: billing announces the applied payment (its task, the referral reward, the
   * «Оплата получена» notice, a tariff it activated).
   */
  announceApplied?: AnnounceAppliedPayment;
  logger?: JobLogger;
};

/** Billing announces the money; an autopay charge has its own notice (card, month, receipt). */
async function announce(deps: SettlementDeps, row: OnlinePaymentRow, applied: AppliedPayment) {
  if (!deps.announceApplied) return;
  const autopay = await isAutopayPayment(deps.db, row.id);
  await deps.announceApplied(applied, null, { receivedNotice: !autopay });
}

/**
 * An online payment becomes final only from what ЮKassa's `GET /payments/{id}`
 * says. The row is locked while it settles, so two notifications at once (or a notification
 * and the success page) credit the invoice once; billing's source key `yookassa:<id>` is a
 * second lock on the same door.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, clock } = deps;
  return { settleFromProvider };

  /** Asks ЮKassa and settles; null for a payment that is not ours. Throws when ЮKassa fails. */
  async function settleFromProvider(providerPaymentId: string): Promise<OnlinePaymentRow | null> {
    const known = await repo.findByProviderId(db, providerPaymentId);
    if (!known || !deps.yookassa) return null;
    const truth = await deps.yookassa.getPayment(providerPaymentId);
    const settled = await db.transaction((tx) => settle(tx, providerPaymentId, truth));
    if (settled.changed && settled.row.createdBy) {
      deps.realtime
        .toUser(settled.row.createdBy)
        .emit('OnlinePaymentUpdated', serializeOnlinePayment(settled.row));
    }
    if (settled.applied) await announce(deps, settled.row, settled.applied);
    return settled.row;
  }

  async function settle(
    tx: Db,
    providerPaymentId: string,
    truth: YooKassaPayment,
  ): Promise<{ row: OnlinePaymentRow; changed: boolean; applied?: AppliedPayment | null }> {
    const row = await repo.lockByProviderId(tx, providerPaymentId);
    if (!row) throw new Error(`online payment ${providerPaymentId} vanished`);
    const now = clock.now();
    if (row.status !== ONLINE_PAYMENT_STATUS.PENDING || truth.id !== providerPaymentId) {
      return { row, changed: false };
    }
    if (truth.status === 'canceled') {
      const row2 = await repo.updateOnlinePayment(tx, row.id, {
        status: ONLINE_PAYMENT_STATUS.CANCELED,
        checkedAt: now,
        finishedAt: now,
      });
      return { row: row2, changed: true };
    }
    if (truth.status !== 'succeeded' || !truth.paid) {
      return {
        row: await repo.updateOnlinePayment(tx, row.id, { checkedAt: now }),
        changed: false,
      };
    }
    const applied = await credit(tx, row, truth, now);
    if (truth.payment_method?.saved) await keepSavedMethod(tx, row, truth.payment_method, now);
    const paid = await repo.updateOnlinePayment(tx, row.id, {
      status: ONLINE_PAYMENT_STATUS.SUCCEEDED,
      checkedAt: now,
      finishedAt: now,
    });
    return { row: paid, changed: true, applied };
  }

  /**
   * The money ЮKassa took reaches the invoice. If the invoice changed meanwhile (paid by transfer,
   * cancelled) or takes less than was paid, billing keeps the rest on the company's balance as an
   * advance and tells its managers: the firm holds that money, so the ledger shows it. Only an
   * invoice gone altogether is refused: logged for staff, rather than failing the notification
   * forever.
   */
  async function credit(
    tx: Db,
    row: OnlinePaymentRow,
    truth: YooKassaPayment,
    now: Date,
  ): Promise<AppliedPayment | null> {
    const amountKopecks = amountValueToKopecks(truth.amount.value) ?? row.amountKopecks;
    const input: IncomingPayment = {
      invoiceId: row.invoiceId,
      amountKopecks,
      paidOn: localDate(truth.captured_at ? new Date(truth.captured_at) : now),
      sourceKey: `yookassa:${truth.id}`,
      method: 'yookassa',
      whenSettled: 'advance',
      orderNumber: truth.id,
      actorId: null,
    };
    try {
      return await tx.transaction((inner) => deps.applyPaymentIn(inner, input, now));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      deps.logger?.error(
        { err: error, onlinePaymentId: row.id, invoiceId: row.invoiceId },
        'online payment succeeded but billing refused it: staff must settle it by hand',
      );
      return null;
    }
  }
}

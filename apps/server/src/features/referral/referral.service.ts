import { randomInt } from 'node:crypto';

import {
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHOD_TYPES,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_STATUS,
  formatRewardPercent,
  maskCardNumber,
  referralLink,
  type Referral,
  type ReferralRules,
  type updateReferralBodySchema,
} from '@kabinet/domain/referral';
import { formatKopecks } from '@kabinet/domain/money';
import QRCode from 'qrcode';
import type * as z from 'zod';

import type { Db } from '../../db/client.ts';
import type { ReferralRow } from '../../db/schema/referral.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ReferralLedger } from '../billing/billing-referral.service.ts';

import type { ReferralAccess, ReferralCaller } from './referral-access.service.ts';
import type { ReferralAnnouncer } from './referral.events.ts';
import { readReferralRules } from './referral-rules.service.ts';
import { rulesNotAccepted } from './referral.errors.ts';
import * as repo from './referral.repository.ts';
import { serializeReferral } from './referral.serializers.ts';

type UpdateBody = z.output<typeof updateReferralBodySchema>;
type MethodBody = UpdateBody['settings']['payment_method'];

/** A new personal code: 8 characters of the alphabet without look-alikes. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The company's referral, created INACTIVE with a fresh code when there is none. */
export async function referralOf(db: Db, companyId: number, at: Date): Promise<ReferralRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await repo.findReferralByCompany(db, companyId);
    if (found) return found;
    const created = await repo.insertReferral(db, companyId, newReferralCode(), at);
    if (created) return created;
  }
  throw new Error(`no referral code for company ${companyId}`);
}

/** What is stored of a payment method: its type and a masked label, never a whole card. */
export function storedMethod(method: MethodBody) {
  switch (method.type) {
    case 'card':
      return { type: method.type, label: maskCardNumber(method.card_number) };
    case 'bank_account':
      return {
        type: method.type,
        label: `БИК ${method.bik}, р/с ${method.account.slice(0, 4)}…${method.account.slice(-4)}`,
      };
    default:
      return { type: method.type, label: '' };
  }
}

/** The Russian text of the rules, in paragraphs. */
export function rulesText(rules: ReferralRules): string[] {
  return [
    'Приглашайте знакомых предпринимателей в кабинет по своей ссылке или добавляйте их вручную.',
    `Когда приглашённая компания оплачивает счета, вы получаете ${formatRewardPercent(rules.reward_basis_points)} от каждой оплаты в течение ${rules.reward_months} мес. с её первой оплаты.`,
    `Вознаграждение можно вывести на карту, на расчётный счёт компании или на баланс в кабинете. Минимальная сумма выплаты — ${formatKopecks(rules.min_payout_kopecks)}.`,
    'Приглашать сотрудников своей компании и саму себя нельзя; одну компанию можно пригласить только один раз.',
  ];
}

/**
 * docs/api/referral.md: the company's referral — read (created on first read),
 * connected and changed, what connecting means, and the QR of the personal link.
 */
export function createReferralService(deps: {
  db: Db;
  clock: Clock;
  access: ReferralAccess;
  ledger: ReferralLedger;
  origin: string;
  announce: ReferralAnnouncer;
}) {
  const { db, clock, access, ledger } = deps;
  return { current, byCompany, update, connectInfo, qrSvg, present };

  /** The referral as answered, its sums from the ledger. */
  async function present(row: ReferralRow): Promise<Referral> {
    const [sums, pendingKopecks, rules, counts] = await Promise.all([
      ledger.sums(db, row.companyId),
      repo.pendingPayoutsSum(db, row.id),
      readReferralRules(db),
      repo.countLeads(db, row.id),
    ]);
    return serializeReferral(row, { sums, pendingKopecks, rules, counts, origin: deps.origin });
  }

  async function current(actor: ReferralCaller): Promise<Referral> {
    const { companyId } = await access.currentCompany(actor);
    return present(await referralOf(db, companyId, clock.now()));
  }

  /** GET /referrals/by-company/{id|current}: members of that company or its staff. */
  async function byCompany(actor: ReferralCaller, id: number | 'current'): Promise<Referral> {
    const { companyId } =
      id === 'current'
        ? await access.currentCompany(actor)
        : await access.visibleCompany(actor, id);
    return present(await referralOf(db, companyId, clock.now()));
  }

  /**
   * PUT/PATCH: connecting needs the rules accepted (now or before) and a method; an active
   * referral changes only its method.
   */
  async function update(actor: ReferralCaller, body: UpdateBody): Promise<Referral> {
    const { companyId } = await access.editableCurrentCompany(actor);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await referralOf(tx, companyId, now);
      const locked = (await repo.lockReferral(tx, found.id)) ?? found;
      const connecting =
        body.status === REFERRAL_STATUS.ACTIVE && locked.status !== REFERRAL_STATUS.ACTIVE;
      if (body.rules_accepted === false) throw rulesNotAccepted();
      if (connecting && body.rules_accepted !== true && !locked.rulesAcceptedAt) {
        throw rulesNotAccepted();
      }
      const method = storedMethod(body.settings.payment_method);
      return repo.updateReferral(tx, locked.id, {
        paymentMethodType: method.type,
        paymentMethodLabel: method.label,
        updatedAt: now,
        ...(body.rules_accepted === true && !locked.rulesAcceptedAt
          ? { rulesAcceptedAt: now }
          : {}),
        ...(connecting ? { status: REFERRAL_STATUS.ACTIVE, connectedAt: now } : {}),
      });
    });
    await deps.announce([], [{ company_id: companyId, reason: 'settings' }]);
    return present(row);
  }

  /** GET /companies/current/referrals/connect: the rules and the ways to be paid. */
  async function connectInfo(actor: ReferralCaller) {
    await access.currentCompany(actor);
    const rules = await readReferralRules(db);
    return {
      rules,
      rules_text: rulesText(rules),
      payment_methods: PAYMENT_METHOD_TYPES.map((type) => ({
        type,
        name: PAYMENT_METHOD_NAMES[type],
      })),
    };
  }

  /** GET /companies/current/referrals/qr.svg: the personal link as a QR code. */
  async function qrSvg(actor: ReferralCaller): Promise<string> {
    const { companyId } = await access.currentCompany(actor);
    const row = await referralOf(db, companyId, clock.now());
    return QRCode.toString(referralLink(deps.origin, row.code), { type: 'svg', margin: 1 });
  }
}

export type ReferralService = ReturnType<typeof createReferralService>;

import * as z from 'zod';

import { phoneSchema, requiredError } from '../shared/field-rules.ts';
import { validateBik } from '../companies/bik.ts';
import { validateSettlementAccount } from '../companies/bank-account.ts';
import { cleanIdentifier } from '../companies/identifier-input.ts';

import { cardDigits, validateCardNumber } from './payment-card.ts';
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  PAYMENT_METHOD_TYPES,
  PAYOUT_STATUSES,
  REFERRAL_STATUS,
} from './referral-statuses.ts';

/**
 * Wire shapes (docs/api/referral.md). Money is integer kopecks (`*_kopecks`); SPEC §3's
 * total, paid and to_pay are the same sums in roubles, for the spec's readers.
 */

const text = (max: number, message: string) =>
  z.string(requiredError(message)).trim().min(1, message).max(max, `Не длиннее ${max} символов`);

/** How to pay the reward, as the client sends it. A card is sent whole and stored masked. */
export const paymentMethodBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('card'),
      card_number: z
        .string(requiredError('Укажите номер карты'))
        .superRefine((value, ctx) => {
          const message = validateCardNumber(value);
          if (message) ctx.addIssue({ code: 'custom', message });
        })
        .transform(cardDigits),
    }),
    z
      .object({
        type: z.literal('bank_account'),
        bik: z.string(requiredError('Укажите БИК')).transform(cleanIdentifier),
        account: z.string(requiredError('Укажите расчётный счёт')).transform(cleanIdentifier),
      })
      .superRefine((value, ctx) => {
        const bikMessage = validateBik(value.bik);
        if (bikMessage) {
          ctx.addIssue({ code: 'custom', path: ['bik'], message: bikMessage });
          return;
        }
        const accountMessage = validateSettlementAccount(value.account, value.bik);
        if (accountMessage) {
          ctx.addIssue({ code: 'custom', path: ['account'], message: accountMessage });
        }
      }),
    z.object({ type: z.literal('balance') }),
  ],
  { error: 'Выберите способ выплаты' },
);
export type PaymentMethodBody = z.input<typeof paymentMethodBodySchema>;

/** How the reward is paid, as stored and answered: never the whole card number. */
export const paymentMethodSchema = z.object({
  type: z.enum(PAYMENT_METHOD_TYPES),
  /** «•••• 4242» for a card, «БИК 044525225, р/с 4070…1234» for an account, '' for the balance. */
  label: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * PUT/PATCH /api/v1/companies/current/referrals. Connecting needs the rules accepted and a
 * method; an active referral may change only the method.
 */
export const updateReferralBodySchema = z.object({
  status: z.literal(REFERRAL_STATUS.ACTIVE).optional(),
  rules_accepted: z.boolean().optional(),
  settings: z.object({ payment_method: paymentMethodBodySchema }),
});
export type UpdateReferralBody = z.input<typeof updateReferralBodySchema>;

/** SPEC §3 Referral, with what the pages need beside it. */
export const referralSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  status: z.enum([REFERRAL_STATUS.INACTIVE, REFERRAL_STATUS.ACTIVE]),
  /** Roubles (SPEC §3): all rewards, paid out, left to pay (= total − paid). */
  total: z.number(),
  paid: z.number(),
  to_pay: z.number(),
  total_kopecks: z.number().int(),
  paid_kopecks: z.number().int(),
  to_pay_kopecks: z.number().int(),
  /** to_pay less the payouts still requested or approved: what a new request may ask. */
  available_kopecks: z.number().int(),
  settings: z.object({ payment_method: paymentMethodSchema.nullable() }),
  code: z.string(),
  link: z.string(),
  rules: z.object({
    reward_basis_points: z.number().int(),
    reward_months: z.number().int(),
    min_payout_kopecks: z.number().int(),
  }),
  leads_count: z.number().int(),
  clients_count: z.number().int(),
  connected_at: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

/** A lead's fields as typed, without defaults (a partial update must not invent values). */
const leadFields = {
  name: text(200, 'Укажите имя'),
  phone: phoneSchema,
  company_name: z.string().trim().max(300, 'Не длиннее 300 символов'),
  comment: z.string().trim().max(2000, 'Не длиннее 2000 символов'),
};

/** POST /api/referral-leads: a lead typed in by hand. */
export const leadBodySchema = z.object({
  ...leadFields,
  company_name: leadFields.company_name.optional().default(''),
  comment: leadFields.comment.optional().default(''),
});
export type LeadBody = z.input<typeof leadBodySchema>;

/**
 * PUT/PATCH /api/referral-leads/{id}: the referrer edits its own notes; staff move the status.
 * Only the fields sent change: zod applies a `.default()` even inside `.partial()`, so this is
 * built from the bare fields — a status move must never blank the referrer's comment.
 */
export const leadUpdateBodySchema = z
  .object(leadFields)
  .partial()
  .extend({ status: z.enum(LEAD_STATUSES).optional() });
export type LeadUpdateBody = z.input<typeof leadUpdateBodySchema>;

export const leadSchema = z.object({
  id: z.number().int(),
  referral_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company_name: z.string(),
  comment: z.string(),
  status: z.enum(LEAD_STATUSES),
  status_name: z.string(),
  source: z.enum(LEAD_SOURCES),
  source_name: z.string(),
  /** The company the lead registered, once there is one. */
  company_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /api/referral-clients: a lead whose company has paid, with what it paid and earned. */
export const referralClientSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  inn: z.string(),
  paid_kopecks: z.number().int(),
  reward_kopecks: z.number().int(),
  first_paid_at: z.string(),
  /** The last day a payment still earns a reward. */
  reward_until: z.string(),
});
export type ReferralClient = z.infer<typeof referralClientSchema>;

/** POST /api/v1/companies/current/referrals/payouts */
export const payoutRequestBodySchema = z.object({
  amount_kopecks: z
    .number('Укажите сумму')
    .int('Сумма — в копейках, целым числом')
    .positive('Сумма должна быть больше нуля')
    .max(1_000_000_000_00, 'Слишком большая сумма'),
});
export type PayoutRequestBody = z.input<typeof payoutRequestBodySchema>;

/** POST /api/v1/staff/referral-payouts/{id}/moves: approve, mark paid or reject (with why). */
export const payoutMoveBodySchema = z
  .object({
    status: z.enum(PAYOUT_STATUSES),
    comment: z.string().trim().max(2000, 'Не длиннее 2000 символов').optional().default(''),
  })
  .refine((body) => body.status !== 'rejected' || body.comment !== '', {
    path: ['comment'],
    message: 'Напишите, почему выплата отклонена',
  });
export type PayoutMoveBody = z.input<typeof payoutMoveBodySchema>;

export const payoutSchema = z.object({
  id: z.number().int(),
  referral_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  amount_kopecks: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  status_name: z.string(),
  payment_method: paymentMethodSchema,
  comment: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** PUT /api/v1/admin/referral-rules */
export const referralRulesBodySchema = z.object({
  reward_basis_points: z
    .number('Укажите долю')
    .int('Доля — в сотых долях процента')
    .min(0, 'Не меньше 0 %')
    .max(5000, 'Не больше 50 %'),
  reward_months: z
    .number('Укажите срок')
    .int('Целое число месяцев')
    .min(1, 'Хотя бы 1 месяц')
    .max(120, 'Не больше 120 месяцев'),
  min_payout_kopecks: z
    .number('Укажите сумму')
    .int('Сумма — в копейках')
    .min(0, 'Не меньше нуля')
    .max(100_000_000, 'Не больше 1 000 000 ₽'),
});

export { referralCodeSchema } from './referral-code.ts';

/** Realtime `ReferralChanged` on `private-user.{id}`: the company's referral, leads or payouts changed. */
export const referralChangedSchema = z.object({
  company_id: z.number().int(),
  reason: z.enum(['reward', 'payout', 'lead', 'settings']),
});
export type ReferralChanged = z.infer<typeof referralChangedSchema>;

/** The private-user events of the referral feature. */
export interface ReferralUserEvents {
  ReferralChanged: ReferralChanged;
}
/** Runtime schemas of {@link ReferralUserEvents}. */
export const referralUserEventSchemas = { ReferralChanged: referralChangedSchema };

import * as z from 'zod';

import { VAT_MODES } from '../money/vat.ts';
import { calendarDateSchema, calendarMonthSchema } from '../shared/calendar-date.ts';

import { ACT_STATUSES } from './act-statuses.ts';

const id = z.number().int().positive();
const isoDate = calendarDateSchema();

/** A period 'YYYY-MM' (422 «Период в формате ГГГГ-ММ.»). */
export const periodSchema = calendarMonthSchema({
  missing: 'Укажите период.',
  shape: 'Период в формате ГГГГ-ММ.',
});

/** One line of an act. */
export const actLineSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** «мес.» for a tariff month, «усл.» for a service. */
  unit: z.string(),
  price_kopecks: z.number().int(),
  amount_kopecks: z.number().int(),
});
export type ActLine = z.infer<typeof actLineSchema>;

/** A party of an act as it was when the act was made (name, INN, KPP, address). */
export const actPartySchema = z.object({
  name: z.string(),
  inn: z.string(),
  kpp: z.string(),
  address: z.string(),
});
export type ActParty = z.infer<typeof actPartySchema>;

/** The simple electronic signature (ПЭП, 63-ФЗ ст. 9) the client's user put on the act. */
export const actSignatureSchema = z.object({
  signer_id: id.nullable(),
  signer_name: z.string(),
  signed_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  channel: z.enum(['phone', 'email']),
  document_sha256: z.string(),
});
export type ActSignature = z.infer<typeof actSignatureSchema>;

/** An act as the client and staff see it (docs/api/acts.md). */
export const actSchema = z.object({
  id,
  company_id: id,
  number: z.string(),
  period: z.string(),
  period_name: z.string(),
  act_date: z.string(),
  status: z.enum(ACT_STATUSES),
  status_name: z.string(),
  revision: z.number().int().positive(),
  total_kopecks: z.number().int(),
  vat_mode: z.enum(VAT_MODES),
  vat_kopecks: z.number().int(),
  vat_line: z.string(),
  sum_in_words: z.string(),
  seller: actPartySchema,
  buyer: actPartySchema,
  lines: z.array(actLineSchema),
  issued_at: z.string(),
  signature: actSignatureSchema.nullable(),
  dispute: z
    .object({ reason: z.string(), disputed_at: z.string(), resolved_at: z.string().nullable() })
    .nullable(),
});
export type Act = z.infer<typeof actSchema>;

/** POST /staff/companies/{id}/acts: the month to close. */
export const createActBodySchema = z.object({ period: periodSchema });
export type CreateActBody = z.infer<typeof createActBodySchema>;

/** POST …/acts/{actId}/sign: the one-time code the user received. */
export const signActBodySchema = z.object({
  code: z
    .string('Введите код из сообщения.')
    .trim()
    .regex(/^\d{6}$/, 'Код — 6 цифр.'),
});
export type SignActBody = z.infer<typeof signActBodySchema>;

/** POST …/acts/{actId}/sign/code: where the code went and when another may be asked for. */
export const signCodeAnswerSchema = z.object({
  channel: z.enum(['phone', 'email']),
  sent_to: z.string(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
});
export type SignCodeAnswer = z.infer<typeof signCodeAnswerSchema>;

/** POST …/acts/{actId}/dispute: why the client does not accept the act. */
export const disputeActBodySchema = z.object({
  reason: z
    .string('Опишите, с чем вы не согласны.')
    .trim()
    .min(3, 'Опишите, с чем вы не согласны.')
    .max(1000, 'Не длиннее 1000 символов.'),
});
export type DisputeActBody = z.infer<typeof disputeActBodySchema>;

/** POST /staff/…/acts/{actId}/resolve: re-issue the act from the ledger, or keep it as it is. */
export const resolveDisputeBodySchema = z.object({
  action: z.enum(['reissue', 'keep'], 'Выберите, как решить спор.'),
  comment: z.string().trim().max(1000, 'Не длиннее 1000 символов.').optional(),
});
export type ResolveDisputeBody = z.infer<typeof resolveDisputeBodySchema>;

/** GET /staff/acts filters. */
export const staffActsQuerySchema = z.object({
  status: z.enum(ACT_STATUSES, 'Неизвестный статус акта.').optional(),
  period: periodSchema.optional(),
});
export type StaffActsQuery = z.infer<typeof staffActsQuerySchema>;

/** A row of the staff's acts list: an act with its company's name. */
export const staffActSchema = actSchema.extend({ company_name: z.string() });
export type StaffAct = z.infer<typeof staffActSchema>;

/** GET …/reconciliation(.pdf): the dates of the акт сверки, both inclusive, at most 3 years. */
export const reconciliationQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((query) => query.from <= query.to, {
    message: 'Дата начала не позже даты окончания.',
    path: ['to'],
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 3 * 366 * 86_400_000, {
    message: 'Период не длиннее трёх лет.',
    path: ['to'],
  });
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/** The акт сверки as JSON (the page shows it, the PDF prints it). */
export const reconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  seller_name: z.string(),
  buyer_name: z.string(),
  opening_kopecks: z.number().int(),
  rows: z.array(
    z.object({
      date: z.string(),
      document: z.string(),
      debit_kopecks: z.number().int(),
      credit_kopecks: z.number().int(),
    }),
  ),
  debit_turnover_kopecks: z.number().int(),
  credit_turnover_kopecks: z.number().int(),
  closing_kopecks: z.number().int(),
  closing_text: z.string(),
});
export type ReconciliationAnswer = z.infer<typeof reconciliationSchema>;

/** Realtime `ActChanged` on `private-user.{id}`: an act of a company the user sees changed. */
export const actChangedSchema = z.object({
  act_id: id,
  company_id: id,
  status: z.enum(ACT_STATUSES),
});
export type ActChanged = z.infer<typeof actChangedSchema>;

/** The private-user events of the acts feature. */
export interface ActUserEvents {
  ActChanged: ActChanged;
}
/** Runtime schemas of {@link ActUserEvents}. */
export const actUserEventSchemas = { ActChanged: actChangedSchema };

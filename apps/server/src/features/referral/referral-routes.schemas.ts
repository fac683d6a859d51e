import { LEAD_STATUSES, PAYMENT_METHOD_TYPES, PAYOUT_STATUSES } from '@kabinet/domain/referral';
import { idFieldSchema, pageQueryFields } from '@kabinet/domain/shared';
import * as z from 'zod';

export const idParams = z.object({ id: idFieldSchema });
export const companyParams = z.object({ id: z.union([z.literal('current'), idFieldSchema]) });

export const leadsQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES, 'Неверный статус.').optional(),
  ...pageQueryFields,
});

export const payoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, 'Неверный статус.').optional(),
});

export const connectInfoSchema = z.object({
  rules: z.object({
    reward_basis_points: z.number().int(),
    reward_months: z.number().int(),
    min_payout_kopecks: z.number().int(),
  }),
  rules_text: z.array(z.string()),
  payment_methods: z.array(z.object({ type: z.enum(PAYMENT_METHOD_TYPES), name: z.string() })),
});

export const rulesSchema = connectInfoSchema.shape.rules;

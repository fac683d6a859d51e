import * as z from 'zod';

import type { NotificationPreferences } from './notification-preferences.ts';

const channelFlagsSchema = z.object({
  in_app: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
  telegram: z.boolean(),
});
const channelPatchSchema = channelFlagsSchema.partial().strict().optional();

/** The full preferences as the server answers them, every type × channel. */
export const notificationPreferencesSchema = z.object({
  NEW_CHAT_MESSAGE: channelFlagsSchema,
  COMPANY_TARIFF_STATUS_CHANGED: channelFlagsSchema,
  TASK_UPDATED: channelFlagsSchema,
  ACT_CREATED: channelFlagsSchema,
  REPORT_CREATED: channelFlagsSchema,
  BILLING: channelFlagsSchema,
  ORDER_STATUS_CHANGED: channelFlagsSchema,
  MANAGEMENT_REPORT_PUBLISHED: channelFlagsSchema,
  REFERRAL: channelFlagsSchema,
}) satisfies z.ZodType<NotificationPreferences>;

/**
 * A change of preferences — any subset of types and channels; what is left out keeps
 * its value. Unknown types or channels are refused.
 */
export const notificationPreferencesPatchSchema = z.strictObject({
  NEW_CHAT_MESSAGE: channelPatchSchema,
  COMPANY_TARIFF_STATUS_CHANGED: channelPatchSchema,
  TASK_UPDATED: channelPatchSchema,
  ACT_CREATED: channelPatchSchema,
  REPORT_CREATED: channelPatchSchema,
  BILLING: channelPatchSchema,
  ORDER_STATUS_CHANGED: channelPatchSchema,
  MANAGEMENT_REPORT_PUBLISHED: channelPatchSchema,
  REFERRAL: channelPatchSchema,
});
/** A partial preferences change. */
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;

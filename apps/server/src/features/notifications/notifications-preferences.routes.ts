import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
} from '@kabinet/domain/notifications';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { NotificationPreferencesService } from './notifications-preferences.service.ts';

const UNKNOWN_TYPE = 'Неизвестный тип уведомлений.';
const UNKNOWN_CHANNEL = 'Неизвестный способ доставки уведомлений.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The strict domain schema reports unknown keys on their parent object, which for an unknown type
 * is the body itself (no field to show). Reported here first, each at its own path
 * (`SMS_SENT`, `NEW_CHAT_MESSAGE.sms`), so the 422 names the wrong field in Russian.
 */
function reportUnknownKeys(body: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(body)) return;
  const types: readonly string[] = NOTIFICATION_TYPES;
  const channels: readonly string[] = NOTIFICATION_CHANNELS;
  for (const [type, flags] of Object.entries(body)) {
    if (!types.includes(type)) {
      ctx.addIssue({ code: 'custom', path: [type], message: UNKNOWN_TYPE });
      continue;
    }
    if (!isRecord(flags)) continue;
    for (const channel of Object.keys(flags)) {
      if (channels.includes(channel)) continue;
      ctx.addIssue({ code: 'custom', path: [type, channel], message: UNKNOWN_CHANNEL });
    }
  }
}

/** docs/api/notifications.md: the PATCH body, `notificationPreferencesPatchSchema`. */
const patchBodySchema = z
  .unknown()
  .superRefine(reportUnknownKeys)
  .pipe(notificationPreferencesPatchSchema);

type Options = { preferences: NotificationPreferencesService };

/** GET and PATCH /api/v1/notification-preferences → `{ data: NotificationPreferences }`. */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { preferences },
) => {
  const response = { 200: dataEnvelope(notificationPreferencesSchema) };
  app.get(
    '/notification-preferences',
    { preHandler: app.requireUser, schema: { tags: ['notifications'], response } },
    async (request) => ({ data: await preferences.get(request.user) }),
  );
  app.patch(
    '/notification-preferences',
    {
      preHandler: app.requireUser,
      schema: { tags: ['notifications'], body: patchBodySchema, response },
    },
    async (request) => ({ data: await preferences.update(request.user, request.body) }),
  );
};

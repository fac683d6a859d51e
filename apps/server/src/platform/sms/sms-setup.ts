import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { SmsSender } from '../delivery.ts';
import type { JobLogger } from '../jobs/jobs.types.ts';
import type { JobWorker } from '../jobs/jobs.worker.ts';

import { SMS_QUEUE, SMS_STATUS_QUEUE } from './sms-jobs.ts';
import { createSmsOutbox } from './sms-outbox.ts';
import type { SmsProvider, SmsSettings } from './sms-provider.ts';
import { createSmsRuProvider } from './sms-ru.ts';
import { createSmscProvider } from './smsc.ts';

/** The gateway the settings name (config.ts has checked its credentials are there). */
export function createSmsProvider(settings: SmsSettings, fetchImpl?: typeof fetch): SmsProvider {
  const common = {
    sender: settings.sender,
    baseUrl: settings.baseUrl,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
  if (settings.provider === 'smsru') {
    return createSmsRuProvider({ apiId: settings.apiId ?? '', ...common });
  }
  return createSmscProvider({
    login: settings.login ?? '',
    password: settings.password ?? '',
    ...common,
  });
}

/**
 * The SMS sender of the delivery port when SMS_* is set (undefined otherwise: the log). Every
 * node records and queues; the worker node's job loop sends and asks for statuses.
 */
export function createSmsSender(
  settings: SmsSettings | undefined,
  deps: { db: Db; clock: Clock; jobs: JobWorker; appKey: string; logger: JobLogger },
): SmsSender | undefined {
  if (!settings) return undefined;
  const outbox = createSmsOutbox({
    ...deps,
    provider: createSmsProvider(settings),
    limits: { perHour: settings.perHour, perDay: settings.perDay },
  });
  deps.jobs.handle(SMS_QUEUE, outbox.handleSend);
  deps.jobs.handle(SMS_STATUS_QUEUE, outbox.handleStatus);
  return { send: outbox.send };
}

import { z } from 'zod';

import {
  postForm,
  SmsProviderError,
  trimBase,
  type SmsDeliveryState,
  type SmsProvider,
} from './sms-provider.ts';

/** One entry of an SMS.ru answer: a message's (or the whole request's) status and code. */
const entrySchema = z.object({
  status: z.string(),
  status_code: z.coerce.number(),
  status_text: z.string().optional(),
  sms_id: z.string().optional(),
});
const answerSchema = entrySchema.extend({ sms: z.record(z.string(), entrySchema).optional() });
type Entry = z.infer<typeof entrySchema>;

/**
 * SMS.ru codes worth another try: 220 the service is briefly unavailable, 231 the same text to
 * this number within a minute, 500 its server failed. The rest (wrong api_id, no balance, a number
 * it cannot reach, daily caps) stay as they are until someone acts.
 */
const TEMPORARY = new Map<number, number | null>([
  [220, null],
  [231, 60_000],
  [500, null],
]);

/** Message statuses: 100–102 on the way, 103 delivered, 110 read (Viber); others are final failures. */
const PENDING = new Set([100, 101, 102]);
const DELIVERED = new Set([103, 110]);

function refusal(entry: Entry): SmsProviderError {
  const message = `SMS.ru ${entry.status_code}: ${entry.status_text ?? entry.status}`;
  const retryAfterMs = TEMPORARY.get(entry.status_code);
  return new SmsProviderError(message, retryAfterMs !== undefined, retryAfterMs ?? null);
}

function parse(body: unknown) {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new SmsProviderError('SMS.ru answered an unknown shape', false);
  if (parsed.data.status !== 'OK') throw refusal(parsed.data);
  return parsed.data;
}

/**
 * SMS.ru's HTTP API: `sms/send` (api_id, to, msg, json=1, optional from) answers an sms_id per
 * number; `sms/status` (api_id, sms_id, json=1) answers each message's status code.
 */
export function createSmsRuProvider(options: {
  apiId: string;
  sender?: string | undefined;
  baseUrl?: string | undefined;
  fetch?: typeof fetch;
}): SmsProvider {
  const root = trimBase(options.baseUrl ?? 'https://sms.ru');
  const call = (path: string, form: Record<string, string>) =>
    postForm(`${root}${path}`, { api_id: options.apiId, json: '1', ...form }, options.fetch);
  return {
    name: 'smsru',
    async send(to, text) {
      const answer = parse(
        await call('/sms/send', {
          to,
          msg: text,
          ...(options.sender ? { from: options.sender } : {}),
        }),
      );
      const entry = answer.sms?.[to];
      if (!entry) throw new SmsProviderError(`SMS.ru answered no status for the number`, false);
      if (entry.status !== 'OK' || !entry.sms_id) throw refusal(entry);
      return { providerId: entry.sms_id };
    },
    async status({ providerId }): Promise<SmsDeliveryState> {
      const entry = parse(await call('/sms/status', { sms_id: providerId })).sms?.[providerId];
      if (!entry) throw new SmsProviderError('SMS.ru answered no status for the message', true);
      if (PENDING.has(entry.status_code)) return { state: 'pending' };
      if (DELIVERED.has(entry.status_code)) return { state: 'delivered' };
      return {
        state: 'failed',
        error: `SMS.ru ${entry.status_code}: ${entry.status_text ?? entry.status}`,
      };
    },
  };
}

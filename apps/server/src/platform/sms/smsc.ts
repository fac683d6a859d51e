import { z } from 'zod';

import {
  postForm,
  SmsProviderError,
  trimBase,
  type SmsDeliveryState,
  type SmsProvider,
} from './sms-provider.ts';

const errorSchema = z.object({ error: z.string(), error_code: z.coerce.number() });
const sentSchema = z.object({ id: z.union([z.number(), z.string()]), cnt: z.coerce.number() });
const statusSchema = z.object({ status: z.coerce.number(), err: z.coerce.number().optional() });

/**
 * SMSC error codes worth another try: 4 the IP is blocked for a while after frequent errors, 9
 * the same request within a minute. Others (1 parameters, 2 credentials, 3 no balance, 6 text or
 * sender forbidden, 7 number format, 8 undeliverable) need someone to act.
 */
const TEMPORARY = new Map<number, number>([
  [4, 600_000],
  [9, 60_000],
]);

/** Statuses: −1 waiting, 0 handed to the operator; 1 delivered, 2 read, 4 link opened. */
const PENDING = new Set([-1, 0]);
const DELIVERED = new Set([1, 2, 4]);

function refusal(body: unknown): SmsProviderError | null {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return null;
  const { error, error_code: code } = parsed.data;
  const retryAfterMs = TEMPORARY.get(code);
  return new SmsProviderError(`SMSC ${code}: ${error}`, retryAfterMs !== undefined, retryAfterMs);
}

/**
 * SMSC.ru's HTTP API: `sys/send.php` (login, psw, phones, mes, sender, fmt=3 for JSON,
 * charset=utf-8 — its default is windows-1251) answers `{id, cnt}` or `{error, error_code}`;
 * `sys/status.php` (login, psw, phone, id, fmt=3) answers `{status, …}`.
 */
export function createSmscProvider(options: {
  login: string;
  password: string;
  sender?: string | undefined;
  baseUrl?: string | undefined;
  fetch?: typeof fetch;
}): SmsProvider {
  const root = trimBase(options.baseUrl ?? 'https://smsc.ru');
  const call = async (path: string, form: Record<string, string>) => {
    const body = await postForm(
      `${root}${path}`,
      { login: options.login, psw: options.password, fmt: '3', charset: 'utf-8', ...form },
      options.fetch,
    );
    const refused = refusal(body);
    if (refused) throw refused;
    return body;
  };
  return {
    name: 'smsc',
    async send(to, text) {
      const form = { phones: to, mes: text, ...(options.sender ? { sender: options.sender } : {}) };
      const parsed = sentSchema.safeParse(await call('/sys/send.php', form));
      if (!parsed.success) throw new SmsProviderError('SMSC answered an unknown shape', false);
      return { providerId: String(parsed.data.id) };
    },
    async status({ providerId, to }): Promise<SmsDeliveryState> {
      const body = await call('/sys/status.php', { phone: to, id: providerId });
      const parsed = statusSchema.safeParse(body);
      if (!parsed.success) throw new SmsProviderError('SMSC answered an unknown shape', true);
      const { status, err } = parsed.data;
      if (PENDING.has(status)) return { state: 'pending' };
      if (DELIVERED.has(status)) return { state: 'delivered' };
      return { state: 'failed', error: `SMSC status ${status}${err ? `, error ${err}` : ''}` };
    },
  };
}

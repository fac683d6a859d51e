/** Which gateway sends the SMS (SMS_PROVIDER). */
export type SmsProviderName = 'smsru' | 'smsc';

/** The settings of the SMS gateway (SMS_*); without them SMS go to the log. */
export type SmsSettings = {
  provider: SmsProviderName;
  /** SMS.ru: the api_id of the account. */
  apiId?: string | undefined;
  /** SMSC.ru: the login and the password (or the API password) of the account. */
  login?: string | undefined;
  password?: string | undefined;
  /** The sender name agreed with the gateway; the gateway's default when unset. */
  sender?: string | undefined;
  /** Another endpoint speaking the same API (the local fake in tests). */
  baseUrl?: string | undefined;
  /** Our own per-phone caps, across purposes, checked before the gateway is called. */
  perHour: number;
  perDay: number;
};

/** Where a message is on its way to the phone, as the gateway reports it. */
export type SmsDeliveryState =
  { state: 'pending' } | { state: 'delivered' } | { state: 'failed'; error: string };

/** One gateway's HTTP API: send a text, ask how a sent one is doing. */
export type SmsProvider = {
  name: SmsProviderName;
  /** Resolves with the gateway's message id; throws SmsProviderError when refused. */
  send(to: string, text: string): Promise<{ providerId: string }>;
  status(message: { providerId: string; to: string }): Promise<SmsDeliveryState>;
};

/**
 * A gateway's refusal. `temporary`: worth another try (network, 5xx, the gateway busy or
 * throttling); otherwise no retry helps (bad number, no balance, wrong credentials).
 */
export class SmsProviderError extends Error {
  override name = 'SmsProviderError';
  constructor(
    message: string,
    readonly temporary: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

/**
 * POSTs a form (credentials and the text stay out of URLs and proxy logs) and reads the JSON
 * answer. A network failure, a timeout, a 5xx or a 429 is temporary; any other non-2xx, or an
 * answer that is not JSON, is permanent.
 */
export async function postForm(
  url: string,
  form: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SmsProviderError(`gateway unreachable: ${reason}`, true);
  }
  if (response.status >= 500 || response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new SmsProviderError(
      `gateway answered HTTP ${response.status}`,
      true,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
    );
  }
  if (!response.ok) throw new SmsProviderError(`gateway answered HTTP ${response.status}`, false);
  try {
    return await response.json();
  } catch {
    throw new SmsProviderError('gateway answered something other than JSON', false);
  }
}

/** A base URL without its trailing slash. */
export const trimBase = (url: string) => url.replace(/\/+$/, '');

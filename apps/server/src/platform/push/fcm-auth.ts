import { createPrivateKey, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { describeError, failureForStatus, parseRetryAfter, pushFailure } from './push-result.ts';
import type { PushResult } from './push.types.ts';

/** The fields of a Google service-account key file that FCM HTTP v1 needs. */
export type FcmServiceAccount = {
  project_id: string;
  client_email: string;
  /** PKCS#8 PEM RSA private key. */
  private_key: string;
  private_key_id?: string;
  /** OAuth 2.0 token endpoint (Google's, or the local fake's in tests). */
  token_uri: string;
};

/** FCM settings: the service account and the API root (FCM_BASE_URL). */
export type FcmConfig = { serviceAccount: FcmServiceAccount; baseUrl: string };

/** FCM HTTP v1 lives here unless FCM_BASE_URL says otherwise. */
export const FCM_BASE_URL = 'https://fcm.googleapis.com';
/** Google's token endpoint, used when the key file has no token_uri. */
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** The OAuth scope for sending FCM messages. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** RFC 7523 JWT bearer grant. */
export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** Thrown for unusable FCM credentials; main prints it and exits. */
export class FcmConfigError extends Error {
  override name = 'FcmConfigError';
}

/**
 * FCM is on when credentials are set — FCM_SERVICE_ACCOUNT_JSON (the key file's JSON),
 * FCM_SERVICE_ACCOUNT_FILE or GOOGLE_APPLICATION_CREDENTIALS (a path to it); FCM_BASE_URL
 * overrides the API root (the fake in tests). Null when none is set: android/ios are then
 * `unsupported`.
 */
export function loadFcmConfig(env: NodeJS.ProcessEnv = process.env): FcmConfig | null {
  const file = env.FCM_SERVICE_ACCOUNT_FILE || env.GOOGLE_APPLICATION_CREDENTIALS;
  let json = env.FCM_SERVICE_ACCOUNT_JSON || '';
  if (!json && file) {
    try {
      json = readFileSync(file, 'utf8');
    } catch (error) {
      throw new FcmConfigError(
        `cannot read the FCM service account ${file}: ${describeError(error)}`,
      );
    }
  }
  if (!json) return null;
  return { serviceAccount: parseServiceAccount(json), baseUrl: env.FCM_BASE_URL || FCM_BASE_URL };
}

/** Validates a service-account key (JSON text or object); throws FcmConfigError. */
export function parseServiceAccount(input: string | object): FcmServiceAccount {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new FcmConfigError('the FCM service account is not valid JSON');
    }
  }
  const raw = (value ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  const account: FcmServiceAccount = {
    project_id: text('project_id'),
    client_email: text('client_email'),
    private_key: text('private_key'),
    token_uri: text('token_uri') || GOOGLE_TOKEN_URI,
    ...(text('private_key_id') ? { private_key_id: text('private_key_id') } : {}),
  };
  for (const key of ['project_id', 'client_email', 'private_key'] as const) {
    if (!account[key]) throw new FcmConfigError(`the FCM service account has no ${key}`);
  }
  try {
    createPrivateKey(account.private_key);
  } catch {
    throw new FcmConfigError('the FCM service account private_key is not a PEM private key');
  }
  return account;
}

/** RS256 JWT assertion for the OAuth 2.0 JWT bearer grant (Google "Using OAuth 2.0 for Server to Server"). */
export function signServiceAccountJwt(account: FcmServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = {
    alg: 'RS256',
    typ: 'JWT',
    ...(account.private_key_id ? { kid: account.private_key_id } : {}),
  };
  const claims = {
    iss: account.client_email,
    scope: FCM_SCOPE,
    aud: account.token_uri,
    iat,
    exp: iat + 3600,
  };
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), account.private_key).toString(
    'base64url',
  );
  return `${unsigned}.${signature}`;
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An access token, or the failure to use as the push result. */
export type AccessTokenResult = { ok: true; token: string } | Extract<PushResult, { ok: false }>;

/** Gets and caches OAuth access tokens; concurrent callers share one exchange. */
export type AccessTokenProvider = {
  get(): Promise<AccessTokenResult>;
  /** Forget the cached token (FCM answered 401). */
  invalidate(): void;
};

/** Tokens are refreshed this long before they expire. */
const EXPIRY_MARGIN_MS = 60_000;

export function createAccessTokenProvider(options: {
  serviceAccount: FcmServiceAccount;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
}): AccessTokenProvider {
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<AccessTokenResult> | null = null;

  async function exchange(): Promise<AccessTokenResult> {
    const { serviceAccount: account, now } = options;
    let response: Response;
    try {
      response = await options.fetch(account.token_uri, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: JWT_BEARER_GRANT,
          assertion: signServiceAccountJwt(account, now()),
        }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      return failureForStatus(null, `fcm token: ${describeError(error)}`);
    }
    const text = await response.text().catch(() => '');
    const body = safeJson(text) as { access_token?: unknown; expires_in?: unknown } | null;
    if (response.ok && typeof body?.access_token === 'string') {
      const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3600;
      cached = { token: body.access_token, expiresAt: now() + expiresIn * 1000 };
      return { ok: true, token: body.access_token };
    }
    const message = `fcm token ${response.status}: ${text.slice(0, 200)}`;
    if (response.status === 429 || response.status >= 500) {
      return failureForStatus(
        response.status,
        message,
        parseRetryAfter(response.headers.get('retry-after')),
      );
    }
    // invalid_grant and the like: the credentials are wrong, retrying will not help.
    return pushFailure('rejected', response.status, message);
  }

  return {
    get() {
      if (cached && options.now() < cached.expiresAt - EXPIRY_MARGIN_MS) {
        return Promise.resolve({ ok: true, token: cached.token });
      }
      pending ??= exchange().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate() {
      cached = null;
    },
  };
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

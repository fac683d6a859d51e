// A local server that follows FCM HTTP v1 as documented
// (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send and
// https://developers.google.com/identity/protocols/oauth2/service-account#httprest): `POST /token`
// is the service account's token_uri (RFC 7523 JWT bearer grant, the RS256 assertion verified
// with the account's public key), `POST /v1/projects/{id}/messages:send` needs
// `Authorization: Bearer <access_token>` and answers `{ name }` or the documented error bodies.
import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { FCM_SCOPE, JWT_BEARER_GRANT, type FcmServiceAccount } from '../platform/push/fcm-auth.ts';

import { readText } from './request-body.ts';

/** A service-account key file as the Firebase console downloads it. */
export type TestServiceAccountJson = FcmServiceAccount & {
  type: 'service_account';
  private_key_id: string;
  client_id: string;
  auth_uri: string;
};

/** A fresh RSA key pair and the service-account JSON around it (token_uri → the fake). */
export function createTestServiceAccount(options: {
  tokenUri: string;
  projectId?: string;
  clientEmail?: string;
}): { serviceAccount: TestServiceAccountJson; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const projectId = options.projectId ?? 'kabinet-test';
  return {
    serviceAccount: {
      type: 'service_account',
      project_id: projectId,
      private_key_id: randomBytes(20).toString('hex'),
      private_key: privateKey,
      client_email: options.clientEmail ?? `firebase-adminsdk@${projectId}.iam.gserviceaccount.com`,
      client_id: String(Date.now()),
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: options.tokenUri,
    },
    publicKeyPem: publicKey,
  };
}

/** The documented FCM error codes (ErrorCode) the fake can answer with: [HTTP, status, message]. */
const ERRORS = {
  UNREGISTERED: [404, 'NOT_FOUND', 'Requested entity was not found.'],
  INVALID_ARGUMENT: [
    400,
    'INVALID_ARGUMENT',
    'The registration token is not a valid FCM registration token',
  ],
  SENDER_ID_MISMATCH: [403, 'PERMISSION_DENIED', 'SenderId mismatch'],
  QUOTA_EXCEEDED: [429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric.'],
  UNAVAILABLE: [503, 'UNAVAILABLE', 'The service is currently unavailable.'],
  INTERNAL: [500, 'INTERNAL', 'Internal error encountered.'],
} as const satisfies Record<string, readonly [number, string, string]>;
export type FakeFcmErrorCode = keyof typeof ERRORS;

/** One accepted message. */
export type FakeFcmMessage = {
  projectId: string;
  name: string;
  message: Record<string, unknown> & { token?: string };
};
/** One request and the status answered (`token`: the message's target; none for /token). */
export type FakeFcmAttempt = { token: string | undefined; status: number; error?: string };
export type FakeFcmTokenRequest = FakeFcmAttempt;

export type FakeFcm = {
  /** The API root for FCM_BASE_URL / createFcmSender({ baseUrl }). */
  url: string;
  /** The token endpoint (the service account's token_uri). */
  tokenUri: string;
  projectId: string;
  /** A service account the fake trusts (FCM_SERVICE_ACCOUNT_JSON = JSON.stringify(it)). */
  serviceAccount: TestServiceAccountJson;
  /** Trust another account's public key (tests of other projects or rotated keys). */
  trust(clientEmail: string, publicKeyPem: string): void;
  /** Answer the next `times` messages to this token with a documented error (all when omitted). */
  failToken(token: string, error: FakeFcmErrorCode, options?: FailOptions): void;
  /** Make every issued access token invalid (the next send gets 401 UNAUTHENTICATED). */
  revokeAccessTokens(): void;
  tokenRequests: FakeFcmTokenRequest[];
  messages: FakeFcmMessage[];
  attempts: FakeFcmAttempt[];
  close(): Promise<void>;
};

type FailOptions = { times?: number; retryAfter?: string };
type Failure = { error: FakeFcmErrorCode; remaining: number; retryAfter: string | undefined };

/** An HTTP answer thrown from the checks. */
type Answer = Error & { status: number; body: unknown; headers: Record<string, string> };
const answerWith = (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  Object.assign(new Error(JSON.stringify(body)), { status, body, headers });
const isAnswer = (error: unknown): error is Answer => error instanceof Error && 'body' in error;

/** Start options; `now` is the fake's clock (share it with the sender's in expiry tests). */
export type FakeFcmOptions = {
  projectId?: string;
  accessTokenTtlSeconds?: number;
  port?: number;
  now?: () => number;
};

function newState(options: FakeFcmOptions) {
  return {
    now: options.now ?? Date.now,
    projectId: options.projectId ?? 'kabinet-test',
    ttl: options.accessTokenTtlSeconds ?? 3599,
    tokenUri: '',
    keys: new Map<string, { publicKeyPem: string; projectId: string }>(),
    accessTokens: new Map<string, { expiresAt: number; clientEmail: string }>(),
    failures: new Map<string, Failure[]>(),
    tokenRequests: [] as FakeFcmTokenRequest[],
    messages: [] as FakeFcmMessage[],
    attempts: [] as FakeFcmAttempt[],
  };
}
type State = ReturnType<typeof newState>;

/** Starts the fake FCM on 127.0.0.1 with one trusted service account for `projectId`. */
export async function startFakeFcm(options: FakeFcmOptions = {}): Promise<FakeFcm> {
  const state = newState(options);
  const server = createServer((request, response) => {
    void readText(request).then((body) => handle(state, request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const { projectId, keys, failures } = state;
  state.tokenUri = `${url}/token`;
  const account = createTestServiceAccount({ tokenUri: state.tokenUri, projectId });
  keys.set(account.serviceAccount.client_email, { publicKeyPem: account.publicKeyPem, projectId });

  return {
    url,
    tokenUri: state.tokenUri,
    projectId,
    serviceAccount: account.serviceAccount,
    trust: (clientEmail, publicKeyPem) => keys.set(clientEmail, { publicKeyPem, projectId }),
    failToken(token, error, failOptions = {}) {
      const remaining = failOptions.times ?? Number.POSITIVE_INFINITY;
      const list = failures.get(token) ?? [];
      list.push({ error, remaining, retryAfter: failOptions.retryAfter });
      failures.set(token, list);
    },
    revokeAccessTokens: () => state.accessTokens.clear(),
    tokenRequests: state.tokenRequests,
    messages: state.messages,
    attempts: state.attempts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

const SEND_PATH = /^\/v1\/projects\/([^/]+)\/messages:send$/;

/** Answers one request and records how it ended. */
function handle(state: State, request: IncomingMessage, body: string, response: ServerResponse) {
  const isToken = request.url === '/token';
  const token = (parseJson(body) as { message?: { token?: string } } | null)?.message?.token;
  const log = isToken ? state.tokenRequests : state.attempts;
  try {
    const answer = route(state, request, body);
    log.push({ token, status: 200 });
    json(response, 200, answer);
  } catch (error) {
    const answer = isAnswer(error) ? error : rpcAnswer(500, 'INTERNAL', String(error));
    log.push({ token, status: answer.status, error: answer.message });
    json(response, answer.status, answer.body, answer.headers);
  }
}

/** The token endpoint or messages:send; throws the error answers. */
function route(state: State, request: IncomingMessage, body: string): unknown {
  const path = new URL(request.url ?? '/', 'http://fake').pathname;
  const project = SEND_PATH.exec(path)?.[1];
  if (request.method !== 'POST') throw rpcAnswer(405, 'METHOD_NOT_ALLOWED', 'POST only');
  if (path === '/token') return issueToken(state, body);
  if (!project) throw rpcAnswer(404, 'NOT_FOUND', 'Not found');
  return send(state, request, decodeURIComponent(project), body);
}

/** The token endpoint: the JWT bearer grant with a verified assertion gives an access token. */
function issueToken(state: State, body: string): unknown {
  const form = new URLSearchParams(body);
  if (form.get('grant_type') !== JWT_BEARER_GRANT) {
    throw answerWith(400, {
      error: 'unsupported_grant_type',
      error_description: 'Invalid grant_type.',
    });
  }
  const clientEmail = verifyAssertion(state, form.get('assertion') ?? '');
  const token = `ya29.fake-${randomBytes(24).toString('base64url')}`;
  state.accessTokens.set(token, { expiresAt: state.now() + state.ttl * 1000, clientEmail });
  return { access_token: token, expires_in: state.ttl, token_type: 'Bearer' };
}

const UNAUTHENTICATED =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.';

/** messages:send — a live bearer token of this project, a valid message, then configured failures. */
function send(state: State, request: IncomingMessage, project: string, body: string): unknown {
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const grant = state.accessTokens.get(bearer);
  if (!grant || grant.expiresAt <= state.now()) {
    throw rpcAnswer(401, 'UNAUTHENTICATED', UNAUTHENTICATED);
  }
  if (state.keys.get(grant.clientEmail)?.projectId !== project) {
    throw rpcAnswer(
      403,
      'PERMISSION_DENIED',
      `Permission 'cloudmessaging.messages.create' denied on projects/${project}`,
    );
  }
  const message = validMessage(body);
  throwConfiguredFailure(state.failures, message.token);
  const name = `projects/${project}/messages/${Date.now()}${randomBytes(4).toString('hex')}`;
  state.messages.push({ projectId: project, name, message });
  return { name };
}

function throwConfiguredFailure(failures: Map<string, Failure[]>, token: string): void {
  const failure = failures.get(token)?.[0];
  if (!failure) return;
  failure.remaining -= 1;
  if (failure.remaining <= 0) failures.get(token)?.shift();
  const [code, status, message] = ERRORS[failure.error];
  const details = [
    { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: failure.error },
  ];
  const headers: Record<string, string> = failure.retryAfter
    ? { 'Retry-After': failure.retryAfter }
    : {};
  throw rpcAnswer(code, status, message, details, headers);
}

const invalidGrant = (description: string) =>
  answerWith(400, { error: 'invalid_grant', error_description: description });

/**
 * Google's checks of a service-account assertion: RS256 signed by the account's key, iss a known
 * account, aud the token endpoint, the FCM scope, iat not in the future and exp at most an hour
 * after it. Answers 400 invalid_grant otherwise, as Google does.
 */
function verifyAssertion(state: State, assertion: string): string {
  const [headerPart = '', claimsPart = '', signature = ''] = assertion.split('.');
  const header = jsonPart(headerPart);
  const claims = jsonPart(claimsPart);
  if (header?.alg !== 'RS256' || !claims) {
    throw invalidGrant('Invalid JWT: malformed or not RS256.');
  }
  const iss = typeof claims.iss === 'string' ? claims.iss : '';
  const key = state.keys.get(iss);
  if (!key) throw invalidGrant('Invalid JWT: unknown service account.');
  const signed = Buffer.from(`${headerPart}.${claimsPart}`);
  if (!verify('sha256', signed, key.publicKeyPem, Buffer.from(signature, 'base64url'))) {
    throw invalidGrant('Invalid JWT Signature.');
  }
  checkClaims(claims, state.tokenUri, Math.floor(state.now() / 1000));
  return iss;
}

function checkClaims(claims: Record<string, unknown>, tokenUri: string, now: number): void {
  const { aud, scope, iat, exp } = claims;
  if (aud !== tokenUri) throw invalidGrant('Invalid JWT: audience is not the token endpoint.');
  if (typeof scope !== 'string' || !scope.split(' ').includes(FCM_SCOPE)) {
    throw invalidGrant('Invalid JWT: missing scope.');
  }
  const times = typeof iat === 'number' && typeof exp === 'number';
  if (!times || iat > now + 60 || exp <= now || exp - iat > 3600) {
    throw invalidGrant(
      'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
    );
  }
}

const violation = (field: string, description: string) =>
  rpcAnswer(400, 'INVALID_ARGUMENT', `Invalid value at '${field}': ${description}`, [
    {
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [{ field, description }],
    },
  ]);

const isStringMap = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string');

/** FCM's checks of a message: exactly a token target, a notification of strings, data of strings. */
function validMessage(body: string): Record<string, unknown> & { token: string } {
  const message = (parseJson(body) as { message?: unknown } | null)?.message;
  if (typeof message !== 'object' || message === null) throw violation('message', 'required');
  const record = message as Record<string, unknown>;
  if (typeof record.token !== 'string' || !record.token) {
    throw violation(
      'message.token',
      'The registration token is not a valid FCM registration token',
    );
  }
  if ('topic' in record || 'condition' in record) {
    throw violation('message', 'exactly one of token, topic or condition');
  }
  if (record.data !== undefined && !isStringMap(record.data)) {
    throw violation('message.data', 'map values must be strings');
  }
  if (record.notification !== undefined && !isStringMap(record.notification)) {
    throw violation('message.notification', 'title and body must be strings');
  }
  return record as Record<string, unknown> & { token: string };
}

function rpcAnswer(
  code: number,
  status: string,
  message: string,
  details: unknown[] = [],
  headers: Record<string, string> = {},
): Answer {
  const error = { code, message, status, ...(details.length > 0 ? { details } : {}) };
  return answerWith(code, { error }, headers);
}

function jsonPart(part: string): Record<string, unknown> | null {
  const value = parseJson(Buffer.from(part, 'base64url').toString('utf8'));
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function json(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

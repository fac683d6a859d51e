// A local Web Push service (RFC 8030) for tests: it hands out subscriptions like a browser's
// pushManager.subscribe() would (a P-256 key pair and an auth secret it keeps), accepts
// `POST /push/{id}`, checks the VAPID Authorization header (RFC 8292: an ES256 JWT whose aud is
// the endpoint's origin, signed by the key in k=) and decrypts the aes128gcm body (RFC 8291 on
// RFC 8188) with the subscription's private key — so a test proves the server really encrypts
// and signs. It can be told to answer 404/410/429/5xx for a subscription.
import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

import { readBody } from './request-body.ts';

/** A subscription as the browser's PushSubscription.toJSON() gives it. */
export type FakePushSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

/** One decrypted push the fake accepted. */
export type FakePushMessage = {
  subscriptionId: string;
  endpoint: string;
  /** The decrypted body parsed as JSON (the raw text when it is not JSON). */
  payload: unknown;
  text: string;
  /** The request headers (ttl, urgency, topic, authorization, content-encoding…). */
  headers: IncomingHttpHeaders;
  /** The VAPID JWT claims (aud, exp, sub). */
  vapid: Record<string, unknown>;
};

/** Every request, accepted or not, with the status answered (for retry assertions). */
export type FakePushAttempt = { subscriptionId: string; status: number; error?: string };

export type FakePushService = {
  /** e.g. `http://127.0.0.1:PORT` — the endpoints' origin (add it to an endpoint allowlist in tests). */
  origin: string;
  /** A new subscription; with `applicationServerKey`, pushes signed by another VAPID key get 403. */
  createSubscription(options?: { applicationServerKey?: string }): FakePushSubscription;
  /** Answer the next `times` pushes to this subscription (endpoint or id) with `status` (all when omitted). */
  respondWith(
    subscription: string | FakePushSubscription,
    status: number,
    options?: { times?: number; retryAfter?: string },
  ): void;
  /** Forget a subscription: later pushes get 410 Gone, as after the user unsubscribes. */
  unsubscribe(subscription: string | FakePushSubscription): void;
  received: FakePushMessage[];
  attempts: FakePushAttempt[];
  close(): Promise<void>;
};

type Subscription = {
  id: string;
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string | undefined;
  gone: boolean;
  failures: { status: number; remaining: number; retryAfter: string | undefined }[];
};

/** A refusal with the HTTP status to answer. */
const refuse = (status: number, message: string) => Object.assign(new Error(message), { status });

/** Starts the fake push service on 127.0.0.1 (port 0 = any free port). */
export async function startFakePushService(
  options: { port?: number } = {},
): Promise<FakePushService> {
  const subscriptions = new Map<string, Subscription>();
  const received: FakePushMessage[] = [];
  const attempts: FakePushAttempt[] = [];
  let origin = '';

  const find = (ref: string | FakePushSubscription) => {
    const endpoint = typeof ref === 'string' ? ref : ref.endpoint;
    const id = endpoint.startsWith(origin) ? endpoint.slice(`${origin}/push/`.length) : endpoint;
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`unknown fake subscription ${endpoint}`);
    return subscription;
  };

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      let answer: Answer;
      try {
        answer = accept(request, body, subscriptions.get(id), origin, received);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        answer = { status: (error as { status?: number }).status ?? 400, text, error: text };
      }
      attempts.push({ subscriptionId: id, status: answer.status, error: answer.error });
      reply(response, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    received,
    attempts,
    createSubscription(subscriptionOptions = {}) {
      const subscription = newSubscription(origin, subscriptionOptions.applicationServerKey);
      subscriptions.set(subscription.id, subscription);
      return {
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: {
          p256dh: subscription.ecdh.getPublicKey().toString('base64url'),
          auth: subscription.auth.toString('base64url'),
        },
      };
    },
    respondWith(ref, status, respondOptions = {}) {
      find(ref).failures.push({
        status,
        remaining: respondOptions.times ?? Number.POSITIVE_INFINITY,
        retryAfter: respondOptions.retryAfter,
      });
    },
    unsubscribe(ref) {
      find(ref).gone = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

type Answer = { status: number; text: string; headers?: Record<string, string>; error?: string };

/** One push to one subscription: refuse, answer a configured failure, or decrypt and record it. */
function accept(
  request: IncomingMessage,
  body: Buffer,
  subscription: Subscription | undefined,
  origin: string,
  received: FakePushMessage[],
): Answer {
  if (request.method !== 'POST') throw refuse(405, 'POST only');
  if (!subscription) throw refuse(404, 'no such subscription');
  if (subscription.gone) throw refuse(410, 'subscription expired');
  const vapid = checkVapid(request, subscription, origin);
  const failure = takeFailure(subscription);
  if (failure) return failure;
  const encoding = header(request, 'content-encoding');
  const text = decryptAes128gcm(body, subscription, encoding).toString('utf8');
  received.push({
    subscriptionId: subscription.id,
    endpoint: subscription.endpoint,
    payload: parseJson(text),
    text,
    headers: request.headers,
    vapid,
  });
  const location = `${origin}/message/${randomBytes(8).toString('hex')}`;
  return { status: 201, text: '', headers: { Location: location } };
}

function takeFailure(subscription: Subscription): Answer | null {
  const failure = subscription.failures[0];
  if (!failure) return null;
  failure.remaining -= 1;
  if (failure.remaining <= 0) subscription.failures.shift();
  const headers: Record<string, string> = failure.retryAfter
    ? { 'Retry-After': failure.retryAfter }
    : {};
  const text = `configured ${failure.status}`;
  return { status: failure.status, text, headers, error: text };
}

function newSubscription(origin: string, applicationServerKey: string | undefined): Subscription {
  const id = randomBytes(16).toString('base64url');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `${origin}/push/${id}`;
  return {
    id,
    endpoint,
    ecdh,
    auth: randomBytes(16),
    applicationServerKey,
    gone: false,
    failures: [],
  };
}

/**
 * RFC 8292 §2–3: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the
 * uncompressed P-256 key in k, with aud = the push resource's origin, exp in the future and at
 * most 24 hours away, and a sub. Throws 401 (403 when the key is not the subscription's); RFC 8030
 * also requires a TTL header (400).
 */
function checkVapid(
  request: IncomingMessage,
  subscription: Subscription,
  origin: string,
): Record<string, unknown> {
  const { jwt, k } = vapidParams(header(request, 'authorization') ?? '');
  const claims = verifyEs256(jwt, k);
  const now = Math.floor(Date.now() / 1000);
  const { aud, exp, sub } = claims;
  if (aud !== origin) throw refuse(401, `vapid aud ${String(aud)} is not ${origin}`);
  if (typeof exp !== 'number' || exp <= now || exp > now + 24 * 3600) {
    throw refuse(401, 'vapid exp is not within the next 24 hours');
  }
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) {
    throw refuse(401, 'vapid sub must be mailto: or https:');
  }
  if (subscription.applicationServerKey && subscription.applicationServerKey !== k) {
    throw refuse(403, 'vapid key does not match the subscription');
  }
  if (header(request, 'ttl') === undefined) throw refuse(400, 'TTL header required');
  return claims;
}

function vapidParams(authorization: string): { jwt: string; k: string } {
  const match = /^vapid\s+(.+)$/i.exec(authorization);
  if (!match?.[1]) throw refuse(401, 'missing vapid authorization');
  const params = new Map(
    match[1].split(',').map((part) => {
      const [key = '', ...rest] = part.trim().split('=');
      return [key.toLowerCase(), rest.join('=')] as const;
    }),
  );
  return { jwt: params.get('t') ?? '', k: params.get('k') ?? '' };
}

/** Verifies an ES256 JWT (JOSE r‖s signature) with an uncompressed P-256 key; returns its claims. */
function verifyEs256(jwt: string, k: string): Record<string, unknown> {
  const [headerPart = '', claimsPart = '', signaturePart = ''] = jwt.split('.');
  const jwtHeader = jsonObject(headerPart);
  const claims = jsonObject(claimsPart);
  if (jwtHeader?.alg !== 'ES256' || !claims) throw refuse(401, 'malformed vapid JWT');
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw refuse(401, 'bad vapid public key');
  const x = point.subarray(1, 33).toString('base64url');
  const y = point.subarray(33).toString('base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
  const valid = verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!valid) throw refuse(401, 'bad vapid signature');
  return claims;
}

/**
 * RFC 8291 §3.4 + RFC 8188 §2: header salt(16) ‖ rs(4) ‖ idlen(1) ‖ keyid (the sender's
 * ephemeral P-256 key); IKM = HKDF(auth, ECDH, "WebPush: info\0" ‖ ua_public ‖ as_public, 32);
 * CEK = HKDF(salt, IKM, "Content-Encoding: aes128gcm\0", 16); NONCE = HKDF(…, "Content-Encoding:
 * nonce\0", 12) XOR the record number; each record ends with a 0x01/0x02 delimiter and zero padding.
 */
export function decryptAes128gcm(
  body: Buffer,
  subscription: { ecdh: ECDH; auth: Buffer },
  contentEncoding: string | undefined,
): Buffer {
  if (contentEncoding !== 'aes128gcm') throw refuse(415, 'Content-Encoding: aes128gcm only');
  if (body.length < 21) throw refuse(400, 'body too short');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65 || rs < 18) throw refuse(400, 'bad aes128gcm header');
  const uaPublic = subscription.ecdh.getPublicKey();
  const ecdhSecret = subscription.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.auth, keyInfo, 32));
  const derive = (label: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length));
  const cek = derive('aes128gcm', 16);
  const baseNonce = derive('nonce', 12);
  const records = body.subarray(21 + idlen);
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += rs, seq += 1) {
    const record = records.subarray(offset, offset + rs);
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8); // seq < 2^32
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let data: Buffer;
    try {
      data = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
    } catch {
      throw refuse(400, 'aes128gcm decryption failed');
    }
    const last = offset + rs >= records.length;
    let end = data.length - 1;
    while (end >= 0 && data[end] === 0) end -= 1;
    if (data[end] !== (last ? 2 : 1)) throw refuse(400, 'bad aes128gcm padding delimiter');
    plain.push(data.subarray(0, end));
  }
  return Buffer.concat(plain);
}

function jsonObject(part: string): Record<string, unknown> | null {
  const value = parseJson(Buffer.from(part, 'base64url').toString('utf8'));
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function reply(response: ServerResponse, answer: Answer): void {
  if (response.destroyed) return;
  response.writeHead(answer.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    ...answer.headers,
  });
  response.end(answer.text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

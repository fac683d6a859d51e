// A fuzz suite generated from the OpenAPI document, so every route, including the ones
// added after it, is covered by itself. As a signed-in client (an admin for the admin routes) it
// sends out-of-range and malformed ids, control characters, 1 MB strings, wrong types, huge and
// negative numbers, SQL-looking strings and odd Unicode to every path, query and body field, and
// asserts: never a 5xx, and a refused call leaves the database exactly as it was. Anonymous
// callers get 401 from every protected route, whatever they send.
//
// Each parameter and field also gets the boundary dictionary of its kind, read off the document
// (`format: date`, the month pattern) or its name (`DateStart`, `inn`, `page`): a calendar's ends
// and year 9999, 29 February, 2^53 kopecks, INNs with bad checksums, 10,000-item arrays. A range
// gets the value at both ends at once, as `from=9999-12-31&to=9999-12-31` once hung the server.
// No call may block the event loop for long, nor go unanswered, and /health answers after each
// operation's batch.
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChatCompany } from './features/chat/chat.test-support.ts';
import { chatCompany, createConversation, sendText } from './features/chat/chat.test-support.ts';
import { wideBudgets } from './platform/rate-limit.ts';
import { buildTestApp } from './testing/build-test-app.ts';
import { createFingerprint } from './testing/db-fingerprint.ts';
import { createUser } from './testing/factories.ts';
import { bearer, loginAs } from './testing/login-as.ts';
import { multipartFile } from './testing/multipart.ts';
import {
  asUrlText,
  BOUNDARY_VALUES,
  boundaryKindOf,
  HOSTILE_VALUES,
  leavesOf,
  operationsOf,
  plausibleValue,
  schemaAt,
  withValueAt,
  type BoundaryKind,
  type Operation,
} from './testing/openapi-fuzz.ts';

// The budgets are not under test here (platform/rate-limit.routes.test.ts): thousands of calls.
const t = await buildTestApp({ rateBudgets: wideBudgets() });
const operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json());

/** A call unanswered this long is a hang (the slowest honest call, a 1 MB body, takes ~1 s). */
const CALL_TIMEOUT_MS = 5000;
/** /health must answer this fast after each operation's batch. */
const HEALTH_TIMEOUT_MS = 1000;
/**
 * The longest one call may hold the event loop. `app.inject` runs the handler on this test's
 * loop, so the loop's delay during a call is the handler's (and its driver's) blocking.
 */
const MAX_BLOCK_MS = 200;
/** How often a call over MAX_BLOCK_MS is sent before its block is counted. */
const BLOCK_TRIES = 4;

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const tally = { calls: 0, operations: 0, serverErrors: 0, hangs: 0, worstBlockMs: 0, worst: '' };

afterAll(async () => {
  loop.disable();
  process.stdout.write(
    `fuzz: ${tally.calls} calls over ${tally.operations} operations, ${tally.serverErrors} × 5xx, ` +
      `${tally.hangs} hangs, worst event-loop block ${Math.round(tally.worstBlockMs)} ms (${tally.worst})\n`,
  );
  await t.close();
});

/** Routes a caller without a token may use; every other one answers 401 first. */
const PUBLIC = [
  /^\/api\/v1\/login$/,
  /^\/api\/(v1\/)?register/,
  /^\/api\/v1\/password\//,
  /^\/api\/v1\/app-settings$/,
  /^\/api\/v1\/push\/vapid-public-key$/,
  /^\/api\/v1\/chat\/files\/\{id\}$/, // a signed link, checked by its signature
  /^\/api\/v1\/webhooks\/yookassa$/, // ЮKassa's notifications: trusted only after its GET
  /^\/api\/v1\/calendar\/\{file\}$/, // the .ics feed: a secret URL (calendars send no bearer)
];
const isPublic = (operation: Operation) => PUBLIC.some((rule) => rule.test(operation.path));

/** Ends the caller's session or account by design: run last, with a fresh token each. */
const ENDS_SESSION = /\/(logout|profile\/deletion)$/;
const ordered = [...operations].sort(
  (a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)),
);

/** Chat send has no documented JSON body (it is multipart too): a plausible one to vary. */
const UNDOCUMENTED_BODIES: Record<string, () => object> = {
  'POST /api/chat/messages': () => chatSendBody(),
  'POST /api/v1/chat-refactor/messages': () => chatSendBody(),
};
/** Uploads: the file's name and its only field are what a client controls. */
const UPLOADS = new Set([
  'POST /api/v1/profile/avatar',
  'POST /api/v1/companies/{id}/documents',
  'POST /api/chat/messages',
  'POST /api/v1/chat-refactor/messages',
]);

let s: ChatCompany;
let admin: { authorization: string };
const ids = { conversation: 0, message: 0, chatUser: 0 };

beforeAll(async () => {
  s = await chatCompany(t.app, t.db);
  admin = bearer(await loginAs(t.app, await createUser(t.db, { roleSlug: 'admin' })));
  const conversation = await createConversation(t.app, s.client, { company_id: s.company.id });
  ids.conversation = conversation.id;
  ids.chatUser = conversation.chat_user_id;
  ids.message = (await sendText(t.app, s.client, conversation.id, 'Добрый день')).json().data.id;
});

function chatSendBody() {
  return {
    chat_conversation_id: ids.conversation,
    text: 'Счёт на оплату',
    extra: { date: new Date().toISOString(), client_id: 'fuzz' },
  };
}

/** A real id for each path parameter, so the other fields reach the handler. */
function realId(path: string, name: string): string {
  const special: Record<string, string> = {
    userId: String(s.client.user.id),
    chatUserId: String(ids.chatUser),
    inn: '7707083893',
    bik: '044525225',
    text: 'Ромашка',
    status: 'ACTIVE',
  };
  // Otherwise the collection the id belongs to, named by the segment before it.
  const collection = path.split(`/{${name}}`)[0]?.split('/').pop() ?? '';
  const byCollection: Record<string, number> = {
    companies: s.company.id,
    'search-by-company': s.company.id,
    'active-by-user-id': s.client.user.id,
    users: s.client.user.id,
    user: path.startsWith('/api/v1/chat/') ? ids.chatUser : s.client.user.id,
    messages: ids.message,
    conversations: ids.conversation,
  };
  return special[name] ?? String(byCollection[collection] ?? 1);
}

type Call = {
  label: string;
  url: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
};

function urlOf(operation: Operation, replaced?: { name: string; text: string }) {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    replaced?.name === name ? replaced.text : realId(operation.path, name),
  );
}

function bodyOf(operation: Operation): object | undefined {
  const undocumented = UNDOCUMENTED_BODIES[`${operation.method} ${operation.path}`];
  if (undocumented) return undocumented();
  return operation.body ? (plausibleValue(operation.body) as object) : undefined;
}

/** Every hostile call of one operation: a value in each path, query and body field. */
function* hostileCalls(operation: Operation): Generator<Call> {
  const body = bodyOf(operation);
  const plain = urlOf(operation);
  for (const [label, value] of HOSTILE_VALUES) {
    const text = asUrlText(value);
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') {
        const url = urlOf(operation, { name: parameter.name, text });
        yield {
          label: `path ${parameter.name}: ${label}`,
          url,
          ...(body ? { payload: body } : {}),
        };
      } else if (parameter.in === 'query') {
        const url = `${plain}?${encodeURIComponent(parameter.name)}=${text}`;
        yield {
          label: `query ${parameter.name}: ${label}`,
          url,
          ...(body ? { payload: body } : {}),
        };
      }
    }
    const leaves = body ? leavesOf(operation.body) : [];
    if (body && !leaves.length) leaves.push(...Object.keys(body).map((key) => [key]));
    for (const leaf of leaves) {
      yield {
        label: `body ${leaf.join('.')}: ${label}`,
        url: plain,
        payload: withValueAt(body, leaf, value) as object,
      };
    }
    if (UPLOADS.has(`${operation.method} ${operation.path}`) && typeof value === 'string') {
      const file = multipartFile(
        'file',
        value.slice(0, 200),
        'application/pdf',
        Buffer.from(value),
      );
      yield { label: `file name: ${label}`, url: plain, ...file };
    }
  }
  if (operation.method === 'GET' || operation.method === 'DELETE') return;
  const json = { 'content-type': 'application/json' };
  for (const [label, raw] of [
    ['body is an array', '[1,2,3]'],
    ['body is a string', '"текст"'],
    ['body is null', 'null'],
    ['broken JSON', '{"name": "Ром'],
    ['deeply nested JSON', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ] as const) {
    yield { label, url: plain, payload: raw, headers: json };
  }
}

/** A value as query text: arrays as repeated keys, the rest as they print. */
function queryText(name: string, value: unknown): string {
  const key = encodeURIComponent(name);
  if (Array.isArray(value)) return value.map((item) => `${key}=${asUrlText(item)}`).join('&');
  return `${key}=${asUrlText(value)}`;
}

/**
 * The boundary calls of one operation: each path and query parameter and each body field of a
 * known kind gets every value of its dictionary, the other query parameters that are required or
 * of the same kind plausible values — and, for a range, the value at both of its ends at once.
 */
function* boundaryCalls(operation: Operation): Generator<Call> {
  const body = bodyOf(operation);
  const plain = urlOf(operation);
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const kindOf = (parameter: (typeof query)[number]) =>
    boundaryKindOf(parameter.name, parameter.schema);
  const payload = body ? { payload: body } : {};
  for (const parameter of operation.parameters) {
    const kind = kindOf(parameter);
    if (kind === null) continue;
    for (const [label, value] of BOUNDARY_VALUES[kind]) {
      if (parameter.in === 'path') {
        if (Array.isArray(value)) continue;
        const url = urlOf(operation, { name: parameter.name, text: asUrlText(value) });
        yield { label: `path ${parameter.name}: ${label}`, url, ...payload };
      } else if (parameter.in === 'query') {
        const sameKind = (other: (typeof query)[number]) => kindOf(other) === kind;
        const texts = (both: boolean) =>
          query
            .filter((other) => other === parameter || other.required || sameKind(other))
            .map((other) =>
              queryText(
                other.name,
                other === parameter || (both && sameKind(other))
                  ? value
                  : plausibleValue(other.schema),
              ),
            )
            .join('&');
        yield {
          label: `query ${parameter.name}: ${label}`,
          url: `${plain}?${texts(false)}`,
          ...payload,
        };
        if (query.filter(sameKind).length > 1) {
          const url = `${plain}?${texts(true)}`;
          yield { label: `query ${kind} range: ${label} at both ends`, url, ...payload };
        }
      }
    }
  }
  if (!body) return;
  for (const leaf of leavesOf(operation.body)) {
    const kind = boundaryKindOf(leaf.at(-1) ?? '', schemaAt(operation.body, leaf));
    if (kind === null) continue;
    for (const [label, value] of BOUNDARY_VALUES[kind as BoundaryKind]) {
      const changed = withValueAt(body, leaf, value) as object;
      yield { label: `body ${leaf.join('.')}: ${label}`, url: plain, payload: changed };
    }
  }
}

/** The answer, or null when it has not come within `ms` (a hang, not a slow call). */
async function within<T>(ms: number, answer: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const callerOf = (operation: Operation) =>
  operation.tags.includes('admin') ? admin : s.client.headers;

describe('hostile input on every route of the OpenAPI document', () => {
  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(
    ordered.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
  )(
    '%s: no 5xx, and a refused call writes nothing',
    async (_name, operation) => {
      const fingerprint = await createFingerprint(t.db);
      const headers = ENDS_SESSION.test(operation.path)
        ? bearer(await loginAs(t.app, s.client.user))
        : callerOf(operation);
      let before = await fingerprint();
      const problems: string[] = [];
      tally.operations += 1;
      for (const call of [...hostileCalls(operation), ...boundaryCalls(operation)]) {
        const send = async () => {
          loop.reset();
          const answer = await within(
            CALL_TIMEOUT_MS,
            t.app.inject({
              method: operation.method,
              url: call.url,
              headers: { ...headers, ...call.headers },
              ...(call.payload === undefined ? {} : { payload: call.payload }),
            }),
          );
          return { answer, blockedMs: loop.max / 1e6 };
        };
        const { answer: response, blockedMs: firstBlockMs } = await send();
        // A garbage collection or a busy machine (the other test files share two cores) can
        // pause any call; a handler's own blocking repeats on the same input every time, so a
        // long block is measured again, up to BLOCK_TRIES times, and counts only if it always
        // comes back.
        let blockedMs = firstBlockMs;
        for (
          let tries = 1;
          response !== null && blockedMs > MAX_BLOCK_MS && tries < BLOCK_TRIES;
          tries += 1
        ) {
          blockedMs = Math.min(blockedMs, (await send()).blockedMs);
        }
        tally.calls += 1;
        if (blockedMs > tally.worstBlockMs) {
          tally.worstBlockMs = blockedMs;
          tally.worst = `${operation.method} ${operation.path} ${call.label}`;
        }
        if (blockedMs > MAX_BLOCK_MS) {
          problems.push(`${call.label} → blocked the event loop for ${Math.round(blockedMs)} ms`);
        }
        if (response === null) {
          tally.hangs += 1;
          problems.push(`${call.label} → no answer within ${CALL_TIMEOUT_MS} ms`);
          continue;
        }
        const after = await fingerprint();
        if (response.statusCode >= 500) {
          tally.serverErrors += 1;
          problems.push(`${call.label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else if (response.statusCode >= 400 && after !== before) {
          problems.push(`${call.label} → ${response.statusCode} but the database changed`);
        }
        before = after;
      }
      const health = await within(HEALTH_TIMEOUT_MS, t.app.inject({ url: '/health' }));
      if (health?.statusCode !== 200) {
        problems.push(
          `/health → ${health ? health.statusCode : `no answer within ${HEALTH_TIMEOUT_MS} ms`}`,
        );
      }
      expect(problems, problems.join('\n')).toEqual([]);
      // Hundreds of calls for the widest forms, each followed by a digest of the database.
    },
    180_000,
  );

  it('refuses anonymous callers of every protected route with 401, whatever they send', async () => {
    const answers: string[] = [];
    for (const operation of operations.filter((candidate) => !isPublic(candidate))) {
      const response = await t.app.inject({
        method: operation.method,
        url: urlOf(operation, { name: 'id', text: '%00' }),
        ...(operation.method === 'GET' || operation.method === 'DELETE'
          ? {}
          : { payload: '{"x": "\\u0000"', headers: { 'content-type': 'application/json' } }),
      });
      if (response.statusCode !== 401) {
        answers.push(`${operation.method} ${operation.path} → ${response.statusCode}`);
      }
    }
    expect(answers, answers.join('\n')).toEqual([]);
  });
});

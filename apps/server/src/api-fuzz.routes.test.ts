// Issue 10: a fuzz suite generated from the OpenAPI document, so every route, including the ones
// added after it, is covered by itself. As a signed-in client (an admin for the admin routes) it
// sends out-of-range and malformed ids, control characters, 1 MB strings, wrong types, huge and
// negative numbers, SQL-looking strings and odd Unicode to every path, query and body field, and
// asserts: never a 5xx, and a refused call leaves the database exactly as it was. Anonymous
// callers get 401 from every protected route, whatever they send.
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
  HOSTILE_VALUES,
  leavesOf,
  operationsOf,
  plausibleValue,
  withValueAt,
  type Operation,
} from './testing/openapi-fuzz.ts';

// The budgets are not under test here (platform/rate-limit.routes.test.ts): thousands of calls.
const t = await buildTestApp({ rateBudgets: wideBudgets() });
const operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json());
afterAll(() => t.close());

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
      for (const call of hostileCalls(operation)) {
        const response = await t.app.inject({
          method: operation.method,
          url: call.url,
          headers: { ...headers, ...call.headers },
          ...(call.payload === undefined ? {} : { payload: call.payload }),
        });
        const after = await fingerprint();
        if (response.statusCode >= 500) {
          problems.push(`${call.label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else if (response.statusCode >= 400 && after !== before) {
          problems.push(`${call.label} → ${response.statusCode} but the database changed`);
        }
        before = after;
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

// Weak spot: the costly endpoints (DaData hints, uploads, chat send and search, code
// sending) had no rate limit. Each now has a budget per signed-in user, or per IP when anonymous,
// and answers a Russian 429 with Retry-After once it is spent. Budgets of one call here, so one
// extra call proves each route is limited.
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../testing/build-test-app.ts';
import { createCompany, createUser } from '../testing/factories.ts';
import { bearer, loginAs } from '../testing/login-as.ts';

import type { RateBudgetName, RateBudgets } from './rate-limit.ts';

const ONE_CALL_A_MINUTE = { max: 1, timeWindow: 60_000 };
const budgets: RateBudgets = {
  lookup: ONE_CALL_A_MINUTE,
  upload: ONE_CALL_A_MINUTE,
  chatSend: ONE_CALL_A_MINUTE,
  chatSearch: ONE_CALL_A_MINUTE,
  codes: ONE_CALL_A_MINUTE,
};
const t = useTestApp({ rateBudgets: budgets });

let first: { authorization: string };
let second: { authorization: string };
let third: { authorization: string };
let companyId: number;

beforeAll(async () => {
  const owner = await createUser(t.db);
  companyId = (await createCompany(t.db, owner.id)).id;
  first = bearer(await loginAs(t.app, owner));
  second = bearer(await loginAs(t.app, await createUser(t.db)));
  third = bearer(await loginAs(t.app, await createUser(t.db)));
});

type Call = { method: 'GET' | 'POST'; url: string; payload?: () => object; signedIn: boolean };

// A new contact on every call, so the per-contact resend pause of the auth feature (a 429 of
// its own) never answers in place of the budget under test.
let contacts = 0;
const newEmail = () => ({ email: `person${(contacts += 1)}@kabinet.test` });
const newLogin = () => ({ login: `person${(contacts += 1)}@kabinet.test` });
const newPhone = () => ({ phone: `+7900111${String((contacts += 1)).padStart(4, '0')}` });
const hello = () => ({ text: 'Привет' });

const costly = (): [string, RateBudgetName, Call][] => [
  [
    'INN check',
    'lookup',
    { method: 'GET', url: '/api/v1/companies/check/7707083893', signedIn: true },
  ],
  [
    'company search',
    'lookup',
    { method: 'GET', url: '/api/v1/companies/search/%D0%A0%D0%BE', signedIn: true },
  ],
  [
    'address hints',
    'lookup',
    { method: 'GET', url: '/api/v1/addresses/suggest?query=Москва', signedIn: true },
  ],
  ['bank by BIK', 'lookup', { method: 'GET', url: '/api/v1/banks/044525225', signedIn: true }],
  ['avatar upload', 'upload', { method: 'POST', url: '/api/v1/profile/avatar', signedIn: true }],
  [
    'company document upload',
    'upload',
    {
      method: 'POST',
      // Read when the call is sent: the company is made in beforeAll, after this table, and a
      // company the caller cannot see is a 404 before any budget is counted.
      get url() {
        return `/api/v1/companies/${companyId}/documents`;
      },
      signedIn: true,
    },
  ],
  [
    'chat send',
    'chatSend',
    { method: 'POST', url: '/api/chat/messages', payload: hello, signedIn: true },
  ],
  [
    'chat send (refactored set)',
    'chatSend',
    {
      method: 'POST',
      url: '/api/v1/chat-refactor/messages',
      payload: hello,
      signedIn: true,
    },
  ],
  [
    'message search',
    'chatSearch',
    {
      method: 'GET',
      url: `/api/v1/chat/messages/search-by-company/${companyId}?query=счёт`,
      signedIn: true,
    },
  ],
  [
    'conversation search',
    'chatSearch',
    {
      method: 'GET',
      url: `/api/v1/chat/conversations/search-by-company/${companyId}?query=счёт`,
      signedIn: true,
    },
  ],
  [
    'phone change code',
    'codes',
    {
      method: 'POST',
      url: '/api/v1/profile/phone/code',
      payload: newPhone,
      signedIn: true,
    },
  ],
  [
    'registration code by e-mail',
    'codes',
    {
      method: 'POST',
      url: '/api/v1/register/code/send/email',
      payload: newEmail,
      signedIn: false,
    },
  ],
  [
    'registration code by SMS',
    'codes',
    {
      method: 'POST',
      url: '/api/v1/register/code/send/phone',
      payload: newPhone,
      signedIn: false,
    },
  ],
  [
    'password reset code',
    'codes',
    {
      method: 'POST',
      url: '/api/v1/password/forgot',
      payload: newLogin,
      signedIn: false,
    },
  ],
];

const send = (call: Call, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers: call.signedIn ? { ...first, ...headers } : headers,
    remoteAddress,
    ...(call.payload ? { payload: call.payload() } : {}),
  });

describe('rate limits of the costly routes', () => {
  it.each(costly())(
    '%s has the %s budget: the call beyond it is a Russian 429',
    async (_name, _budget, call) => {
      const allowed = await send(call);
      expect(allowed.statusCode).not.toBe(429);
      const refused = await send(call);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: expect.stringMatching(
          /^Слишком много запросов\. Попробуйте через \d+ (секунду|секунды|секунд)\.$/,
        ),
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    },
  );

  it('counts a signed-in caller by account: a colleague behind the same IP keeps their budget', async () => {
    const url = '/api/v1/companies/search/%D0%A1%D0%B1';
    expect((await t.app.inject({ url, headers: second })).statusCode).not.toBe(429);
    expect((await t.app.inject({ url, headers: second })).statusCode).toBe(429);
    expect((await t.app.inject({ url, headers: third })).statusCode).not.toBe(429);
  });

  it('counts an anonymous caller by IP', async () => {
    const call: Call = {
      method: 'POST',
      url: '/api/v1/register/code/send/email',
      payload: newEmail,
      signedIn: false,
    };
    expect((await send(call, {}, '203.0.113.7')).statusCode).toBe(200);
    expect((await send(call, {}, '203.0.113.7')).statusCode).toBe(429);
    expect((await send(call, {}, '203.0.113.8')).statusCode).toBe(200);
  });

  it('leaves the other routes unlimited', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ url: '/api/user-full/current', headers: first });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses an anonymous caller of a protected costly route with 401, not 429', async () => {
    const url = '/api/v1/companies/check/7707083893';
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

// The role matrix, generated from the OpenAPI document so every staff and
// admin route added later is covered by itself. A client gets 403 from each; a manager sees only
// the companies assigned to them (others are 404, as if they did not exist); an admin sees all.
import { afterAll, describe, expect, it } from 'vitest';

import { chatCompany, createConversation, sendText } from './features/chat/chat.test-support.ts';
import { wideBudgets } from './platform/rate-limit.ts';
import { buildTestApp } from './testing/build-test-app.ts';
import { createUser } from './testing/factories.ts';
import { bearer, loginAs } from './testing/login-as.ts';
import { operationsOf, plausibleValue, type Operation } from './testing/openapi-fuzz.ts';

const t = await buildTestApp({ rateBudgets: wideBudgets() });
const operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json());
afterAll(() => t.close());

/** The staff's and the admin's API: their own prefixes and the staff's chat tools. */
const STAFF_ONLY = [/^\/api\/v1\/staff\//, /^\/api\/v1\/admin\//, /^\/api\/v1\/chat\/inbox$/];
const staffOperations = operations.filter((operation) =>
  STAFF_ONLY.some((rule) => rule.test(operation.path)),
);

const a = await chatCompany(t.app, t.db);
const b = await chatCompany(t.app, t.db);
const admin = await createUser(t.db, { roleSlug: 'admin' });
const adminHeaders = bearer(await loginAs(t.app, admin));

/** The call with plausible parameters: the client's own company and ids that exist. */
function call(operation: Operation, headers: Record<string, string>) {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'id' ? String(a.company.id) : String(a.client.user.id),
  );
  const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return t.app.inject({
    method: operation.method,
    url,
    headers,
    ...(withBody ? { payload: (plausibleValue(operation.body) as object | undefined) ?? {} } : {}),
  });
}

describe('the role matrix', () => {
  it('covers the staff routes of the document', () => {
    expect(staffOperations.length).toBeGreaterThan(20);
  });

  it.each(staffOperations.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    'a client gets 403 from %s',
    async (_, operation) => {
      const response = await call(operation as Operation, a.client.headers);
      expect(response.statusCode, response.body).toBe(403);
    },
  );

  it('shows a manager only the companies assigned to them, and an admin all', async () => {
    const conversationA = await createConversation(t.app, a.client, { company_id: a.company.id });
    const conversationB = await createConversation(t.app, b.client, { company_id: b.company.id });
    await sendText(t.app, a.client, conversationA.id, 'Вопрос компании А');
    await sendText(t.app, b.client, conversationB.id, 'Вопрос компании Б');

    const clientsOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/v1/staff/clients?per_page=100', headers }))
        .json()
        .data.map((company: { id: number }) => company.id) as number[];
    const inboxOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/v1/chat/inbox', headers }))
        .json()
        .data.map((item: { company: { id: number } }) => item.company.id) as number[];

    expect(await clientsOf(a.manager.headers)).toEqual([a.company.id]);
    expect(await inboxOf(a.manager.headers)).toEqual([a.company.id]);
    for (const url of [
      `/api/v1/companies/${b.company.id}`,
      `/api/v1/companies/${b.company.id}/billing`,
      `/api/v1/chat/conversations/${conversationB.id}`,
    ]) {
      expect((await t.app.inject({ url, headers: a.manager.headers })).statusCode, url).toBe(404);
    }

    const all = await clientsOf(adminHeaders);
    expect(all).toEqual(expect.arrayContaining([a.company.id, b.company.id]));
    for (const url of [
      `/api/v1/companies/${b.company.id}`,
      `/api/v1/companies/${b.company.id}/billing`,
    ]) {
      expect((await t.app.inject({ url, headers: adminHeaders })).statusCode, url).toBe(200);
    }
  });
});

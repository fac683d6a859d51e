// Every id column is 32-bit, yet ids of 2^31 or more reached the database
// and answered 500. Generated from the OpenAPI document, so a new route is covered by itself:
// a path id beyond the columns is the same 404 as a missing row; a body id is a 422.
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../testing/build-test-app.ts';
import { createCompany, createUser } from '../testing/factories.ts';
import { bearer, loginAs } from '../testing/login-as.ts';

const t = useTestApp();
const TOO_BIG = '2147483648';
const LAST_ID = '2147483647';

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
};

/** Every operation with a path parameter that names a row (`{id}`, `{userId}`, …). */
async function operationsWithPathIds() {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as OpenApi;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => /\{(id|\w+Id)\}/.test(path) && method !== 'parameters')
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}

const withIds = (path: string, id: string) => path.replace(/\{(id|\w+Id)\}/g, id);

let admin: { authorization: string };

beforeAll(async () => {
  const user = await createUser(t.db, { roleSlug: 'admin' });
  await createCompany(t.db, user.id);
  admin = bearer(await loginAs(t.app, user));
});

describe('ids beyond the 32-bit columns', () => {
  it('answer 404 in every path, like a missing row, never 500', async () => {
    const operations = await operationsWithPathIds();
    expect(operations.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const { method, path } of operations) {
      for (const id of [TOO_BIG, '99999999999999999999', '-1', 'abc']) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: withIds(path, id),
          headers: admin,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        answers.push(`${method} ${path} ${id} → ${response.statusCode}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 404'))).toEqual([]);
  });

  it('keep the largest real id an ordinary missing row', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${LAST_ID}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Компания не найдена.' });
  });

  it('are a 422 with a Russian message in a body or a query', async () => {
    const body = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/1',
      headers: admin,
      payload: { active_company_id: Number(TOO_BIG) },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors.active_company_id).toEqual(['Неверный формат.']);

    const query = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company-tariffs/current/ACTIVE?company_id=${TOO_BIG}`,
      headers: admin,
    });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors.company_id).toEqual(['Неверный идентификатор.']);
  });
});

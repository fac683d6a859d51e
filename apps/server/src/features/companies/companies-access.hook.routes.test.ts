// The company's access is checked before the query and the body are read: generated from the
// OpenAPI document, so a company-scoped route added later is covered by itself.
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

const t = useTestApp();

type Parameter = { in: string; name: string };
type OpenApi = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

/** SQL-looking text and an impossible year: what reached validation (or a 500) before. */
const HOSTILE = "' OR 1=1--";

async function companyOperations() {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = response.json() as OpenApi;
  return Object.entries(paths)
    .filter(([path]) => /^\/api\/v1\/companies\/\{id\}/.test(path))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'parameters')
        .map(([method, operation]) => ({
          method: method.toUpperCase() as 'GET',
          path,
          query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        })),
    );
}

let outsider: { authorization: string };
let companyId: number;

beforeAll(async () => {
  const owner = await createUser(t.db);
  companyId = (await createCompany(t.db, owner.id)).id;
  const stranger = await createUser(t.db);
  await createCompany(t.db, stranger.id);
  outsider = bearer(await loginAs(t.app, stranger));
});

describe('a company-scoped route called by a user of another company', () => {
  it('answers 404 «Компания не найдена» before it validates the query or the body', async () => {
    const operations = await companyOperations();
    expect(operations.length).toBeGreaterThan(60);
    const answers: string[] = [];
    for (const { method, path, query } of operations) {
      const params = new URLSearchParams(
        [...query, 'from', 'to', 'year', 'month'].map((name): [string, string] => [name, HOSTILE]),
      );
      const url = `${path.replace(/\{id\}/, String(companyId)).replace(/\{\w+\}/g, 'x')}?${params}`;
      const response = await t.app.inject({
        method,
        url,
        headers: outsider,
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { payload: { year: 9999, period: HOSTILE, name: 1, items: 'x' } }),
      });
      const body = response.json() as { message?: string };
      answers.push(`${method} ${path} → ${response.statusCode} ${body.message ?? ''}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 404 Компания не найдена.'))).toEqual([]);
  });

  it('and a member who sends the same query gets 422 or an answer, never 500', async () => {
    const owner = await createUser(t.db);
    const own = await createCompany(t.db, owner.id);
    const headers = bearer(await loginAs(t.app, owner));
    const reads = (await companyOperations()).filter((op) => op.method === 'GET');
    const answers: string[] = [];
    for (const { path, query } of reads) {
      const params = new URLSearchParams(query.map((name): [string, string] => [name, HOSTILE]));
      const url = `${path.replace(/\{id\}/, String(own.id)).replace(/\{\w+\}/g, '1')}?${params}`;
      const response = await t.app.inject({ method: 'GET', url, headers });
      answers.push(`${path}?${query.join('&')} → ${response.statusCode}`);
    }
    expect(answers.filter((answer) => /→ 5\d\d$/.test(answer))).toEqual([]);
  });
});

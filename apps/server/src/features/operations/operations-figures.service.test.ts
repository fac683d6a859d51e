import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { multipartFile } from '../../testing/multipart.ts';

import { createOperationsFigures } from './operations-figures.service.ts';
import {
  MAIN_ACCOUNT,
  octoberLines,
  octoberStatement,
  statementBytes,
  writeStatement,
} from './operations.fixtures.ts';

const t = useTestApp();
let companyId = 0;

async function upload(headers: Record<string, string>, bytes: Buffer) {
  const body = multipartFile('file', 'statement.txt', 'text/plain', bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/operations/imports`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  await t.jobs.drain();
}

beforeAll(async () => {
  const user = await createUser(t.db);
  companyId = (await createCompany(t.db, user.id)).id;
  const headers = bearer(await loginAs(t.app, user));
  await upload(headers, octoberStatement());
  // November on the main account only, its opening balance as October's closing.
  const november = writeStatement({
    accounts: [{ account: MAIN_ACCOUNT, openingKopecks: 10_000_000 + 19_500_050 - 7_283_567 }],
    from: '2026-11-01',
    to: '2026-11-30',
    lines: [
      {
        ...octoberLines()[0]!,
        date: '2026-11-03',
        number: '130',
        amountKopecks: 3_000_000,
      },
    ],
  });
  await upload(headers, statementBytes(november));
});

describe('operations figures', () => {
  const figures = () => createOperationsFigures({ db: t.db });

  it('sums by month, direction and category', async () => {
    const rows = await figures().monthlyByCategory(companyId, '2026-10-01', '2026-11-30');
    expect(rows).toEqual([
      { month: '2026-10', direction: 'in', category: 'other_in', kopecks: 21_500_050, count: 3 },
      { month: '2026-10', direction: 'out', category: 'other_out', kopecks: 7_283_567, count: 3 },
      { month: '2026-11', direction: 'in', category: 'other_in', kopecks: 3_000_000, count: 1 },
    ]);
  });

  it('ranks counterparties by money in one direction', async () => {
    const top = await figures().topCounterparties(companyId, '2026-10-01', '2026-11-30', 'in', 2);
    expect(top).toEqual([
      { name: 'ООО "Вектор"', inn: '7701234567', kopecks: 18_000_000, count: 2 },
      { name: 'АО "Горизонт"', inn: '7802345678', kopecks: 4_500_050, count: 1 },
    ]);
  });

  it('tells the balance from the earliest opening balance plus the operations since', async () => {
    expect(await figures().balanceAt(companyId, '2026-09-30')).toBeNull();
    expect(await figures().balanceAt(companyId, '2026-10-01')).toBe(10_500_000);
    // October in full: both accounts' openings + 215 000,50 − 72 835,67.
    expect(await figures().balanceAt(companyId, '2026-11-01')).toBe(
      10_500_000 + 21_500_050 - 7_283_567,
    );
    expect(await figures().balanceAt(companyId, '2026-12-01')).toBe(
      10_500_000 + 21_500_050 - 7_283_567 + 3_000_000,
    );
  });
});

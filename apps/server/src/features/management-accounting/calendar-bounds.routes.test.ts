// Periods at the edge of the calendar: a range in year 9999 once sent the month loop past
// «9999-12» into «+010000», which sorts first, so the request never answered, /health stopped
// with it and the process died. Now such a period is a 422 on its field, at once.
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { createStaff } from '../company-tariffs/company-tariffs.fixtures.ts';
import { seedActiveDemoTariff } from '../company-tariffs/company-tariffs-demo.seed.ts';
import { seedCatalogue, TARIFF_CATALOGUE } from '../tariffs/tariffs-catalogue.seed.ts';
import { updateUser } from '../users/users.repository.ts';

const t = useTestApp();
let companyId: number;
let headers: Record<string, string>;

const BOUNDS = 'Дата должна быть между 01.01.1900 и 31.12.2100.';

beforeAll(async () => {
  await seedCatalogue(t.db);
  const user = await createUser(t.db);
  companyId = (await createCompany(t.db, user.id)).id;
  await updateUser(t.db, user.id, { activeCompanyId: companyId });
  headers = bearer(await loginAs(t.app, user));
  // On «Финансовый», so the dashboard is the client's to open and only the dates are wrong.
  const admin = await createStaff(t, 'admin');
  await seedActiveDemoTariff(t.db, {
    companyId,
    actorUserId: admin.user.id,
    catalogue: TARIFF_CATALOGUE,
    at: new Date(),
  });
});

/** The answer, or a failure naming the call when it has not come within `ms`. */
async function within<T>(ms: number, what: string, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const get = (url: string) =>
  within(1000, url, t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers }));

describe('a period at the edge of the calendar', () => {
  it.each([
    ['analytics', () => `/companies/${companyId}/analytics?from=9999-12-01&to=9999-12-31`, 'from'],
    [
      'the dashboard',
      () =>
        '/companies/current/accounting-management/dashboard?DateStart=9999-12-01&DateEnd=9999-12-31',
      'DateStart',
    ],
    [
      'the dashboard by id',
      () =>
        `/companies/${companyId}/accounting-management/dashboard?DateStart=9999-12-01&DateEnd=9999-12-31`,
      'DateStart',
    ],
  ])(
    '%s in year 9999: 422 on the field, quickly, and /health answers meanwhile',
    async (_name, url, field) => {
      const [answer, health] = await Promise.all([
        get(url()),
        within(1000, '/health', t.app.inject({ method: 'GET', url: '/health' })),
      ]);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors[field]).toEqual([BOUNDS]);
      expect(health.statusCode).toBe(200);
    },
  );

  it.each([
    ['0000-01-01', '2026-01-31', 'from', BOUNDS],
    ['1899-12-31', '2026-01-31', 'from', BOUNDS],
    ['2026-01-01', '2101-01-01', 'to', BOUNDS],
    ['2026-02-01', '2026-02-29', 'to', 'Конец периода: дата в формате ГГГГ-ММ-ДД.'],
    ["' OR 1=1--", '2026-01-31', 'from', 'Начало периода: дата в формате ГГГГ-ММ-ДД.'],
  ])('analytics from %s to %s: 422 on %s', async (from, to, field, message) => {
    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const answer = await get(`/companies/${companyId}/analytics?${query}`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[field]).toEqual([message]);
  });

  it('answers the calendar bounds themselves and 29 February of a leap year', async () => {
    const leap = await get(`/companies/${companyId}/analytics?from=2028-02-01&to=2028-02-29`);
    expect(leap.statusCode).toBe(200);
    expect(leap.json().data.months.map((month: { month: string }) => month.month)).toEqual([
      '2028-02',
    ]);
    const last = await get(`/companies/${companyId}/analytics?from=2100-01-01&to=2100-12-31`);
    expect(last.statusCode).toBe(200);
    const first = await get(
      '/companies/current/accounting-management/dashboard?DateStart=1900-01-01&DateEnd=1900-12-31',
    );
    expect(first.statusCode).toBe(200);
  });

  it('refuses an adjustment or a summary for a month outside the calendar', async () => {
    const adjustments = await get(
      `/companies/${companyId}/accounting-management/adjustments?from=9999-12&to=9999-12`,
    );
    expect(adjustments.statusCode).toBe(422);
    expect(adjustments.json().errors.from).toEqual(['Месяц должен быть между 01.1900 и 12.2100.']);
    const summary = await get(`/companies/${companyId}/operations/summary?month=0000-00`);
    expect(summary.statusCode).toBe(422);
    const calendar = await get(`/companies/${companyId}/tax-calendar?year=10000`);
    expect(calendar.statusCode).toBe(422);
  });
});

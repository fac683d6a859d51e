import { calculateTariffs, normalizeValuesForSending } from '@kabinet/domain/tariffs';
import { describe, expect, it } from 'vitest';

import { TARIFF_PARAMS, TARIFFS } from '../../db/seed/tariff-catalogue.ts';
import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { seedCatalogue } from '../tariffs/tariffs-catalogue.seed.ts';

import { noActiveCompany } from './company-tariffs.errors.ts';
import { COMPLETE_VALUES, createTariffClient, enginePrice } from './company-tariffs.fixtures.ts';

const t = useTestApp();

describe('GET /api/tariff', () => {
  it('prices every tariff for the company’s saved answers', async () => {
    const client = await createTariffClient(t);
    const before = (await t.app.inject({ url: '/api/tariff', headers: client.headers })).json();
    expect(before.data.map((tariff: { slug: string }) => tariff.slug)).toEqual(
      TARIFFS.map((tariff) => tariff.slug),
    );
    expect(before.data[0]).not.toHaveProperty('total');
    await t.app.inject({
      method: 'POST',
      url: '/api/company-tariffs/draft',
      headers: client.headers,
      payload: { values: COMPLETE_VALUES },
    });
    const after = (await t.app.inject({ url: '/api/tariff', headers: client.headers })).json();
    const financial = after.data.find((tariff: { id: number }) => tariff.id === 2);
    const priced = enginePrice(COMPLETE_VALUES, 2);
    expect(financial).toMatchObject({
      total: priced.total,
      total_first_month: priced.total_first_month,
      total_3: priced.totals[3],
    });
  });

  it('shows the bare catalogue to a user without a company', async () => {
    await seedCatalogue(t.db);
    const user = await createUser(t.db);
    const headers = bearer(await loginAs(t.app, user));
    const response = await t.app.inject({ url: '/api/tariff', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(TARIFFS.length);
    const page = await t.app.inject({ url: '/api/tariff-page', headers });
    expect(page.statusCode).toBe(422);
    expect(page.json()).toEqual(errorBody(noActiveCompany()));
  });
});

describe('GET /api/tariff-page', () => {
  it('gives the wizard its steps, params, values and the server’s own calculation', async () => {
    const client = await createTariffClient(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/company-tariffs/draft',
      headers: client.headers,
      payload: { values: COMPLETE_VALUES },
    });
    const page = (await t.app.inject({ url: '/api/tariff-page', headers: client.headers })).json()
      .data;
    expect(page.steps).toHaveLength(10);
    expect(page.params).toHaveLength(TARIFF_PARAMS.length);
    expect(page.values).toMatchObject({ legal_form: 'ooo', tariff_id: 2, pay_months_count: 3 });
    expect(page.current).toMatchObject({ status: 'DRAFT' });
    expect(page.show_first_month).toBe(true);
    const sent = normalizeValuesForSending(TARIFF_PARAMS, COMPLETE_VALUES);
    const engine = calculateTariffs({
      params: TARIFF_PARAMS,
      tariffs: TARIFFS,
      values: sent,
      companyTariffs: [{ status: 'DRAFT' }],
    });
    expect(page.calculation).toEqual(JSON.parse(JSON.stringify(engine)));
  });
});

describe('POST /api/v1/tariffs/calculate', () => {
  it('answers exactly what the shared engine answers', async () => {
    const client = await createTariffClient(t);
    const values = normalizeValuesForSending(TARIFF_PARAMS, {
      ...COMPLETE_VALUES,
      pay_months_count: 12,
      accounting_users: 5,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tariffs/calculate',
      headers: client.headers,
      payload: { values },
    });
    expect(response.statusCode).toBe(200);
    const engine = calculateTariffs({
      params: TARIFF_PARAMS,
      tariffs: TARIFFS,
      values,
      companyTariffs: [],
    });
    expect(response.json().data).toEqual(JSON.parse(JSON.stringify(engine)));
    expect(response.json().data.complete).toBe(true);
  });

  it('lists what is missing while the answers are incomplete', async () => {
    const client = await createTariffClient(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tariffs/calculate',
      headers: client.headers,
      payload: { values: { legal_form: 'ip' } },
    });
    expect(response.json().data).toMatchObject({ complete: false, tariffs: [] });
    expect(response.json().data.missing).toContain('tax_system');
  });
});

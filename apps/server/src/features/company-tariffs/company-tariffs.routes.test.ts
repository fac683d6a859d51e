import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { cannotDelete, companyTariffNotFound, notYourCompany } from './company-tariffs.errors.ts';
import {
  COMPLETE_VALUES,
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from './company-tariffs.fixtures.ts';

const t = useTestApp();

async function post(client: TariffClient, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: client.headers, payload });
}

async function connectActive(client: TariffClient) {
  const connected = (
    await post(client, '/api/company-tariffs/connect', { values: COMPLETE_VALUES })
  ).json().data;
  const admin = await createStaff(t, 'admin');
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/company-tariffs/${connected.id}/status`,
    headers: admin.headers,
    payload: { status: 'ACTIVE' },
  });
  return connected.id as number;
}

describe('POST /api/company-tariffs/draft', () => {
  it('saves one draft per company with normalised values and the notice', async () => {
    const client = await createTariffClient(t);
    const first = await post(client, '/api/company-tariffs/draft', {
      values: { legal_form: 'ooo', vat_rate: 'unknown' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Черновик успешно сохранен');
    expect(first.json().data).toMatchObject({
      status: 'DRAFT',
      status_name: 'Черновик',
      tariff_id: null,
    });
    // TARIFF-PRICING §1.2/§1.6: an unknown RADIO value falls back to the default; empties to not_empty_value.
    expect(first.json().data.info.params).toMatchObject({
      legal_form: 'ooo',
      vat_rate: 'none',
      has_employees: false,
      pay_months_count: 1,
    });
    const second = await post(client, '/api/company-tariffs/draft', { values: COMPLETE_VALUES });
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(second.json().data.info).toMatchObject({ slug: 'tariff_2', total: 20_900, months: 3 });
    const page = await t.app.inject({ url: '/api/tariff-page', headers: client.headers });
    expect(page.json().data.values).toMatchObject({ legal_form: 'ooo', tax_system: 'usn15' });
    expect(page.json().data.draft.id).toBe(first.json().data.id);
  });
});

describe('POST /api/company-tariffs/draft at the same time', () => {
  it('keeps a single draft when two saves race', async () => {
    const client = await createTariffClient(t);
    const answers = await Promise.all([
      post(client, '/api/company-tariffs/draft', { values: { legal_form: 'ip' } }),
      post(client, '/api/company-tariffs/draft', { values: { legal_form: 'ooo' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const list = await t.app.inject({
      url: '/api/company-tariffs-by-active',
      headers: client.headers,
    });
    expect(list.json().data).toHaveLength(1);
  });
});

describe('DELETE /api/company-tariffs/{id}', () => {
  it('deletes a draft and a tariff waiting for money', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const remove = (id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/company-tariffs/${id}`,
        headers: client.headers,
      });
    const draft = (await post(client, '/api/company-tariffs/draft', { values: {} })).json().data;
    const deletedDraft = await remove(draft.id);
    expect(deletedDraft.statusCode).toBe(200);
    expect(deletedDraft.json()).toEqual({ data: { id: draft.id }, message: 'Тариф удален' });
    const waiting = (
      await post(client, '/api/company-tariffs/connect', { values: COMPLETE_VALUES })
    ).json().data;
    expect(waiting.status).toBe('NEW_MONEY_NOT_ENOUGH');
    expect((await remove(waiting.id)).statusCode).toBe(200);
    const list = await t.app.inject({
      url: '/api/company-tariffs-by-active',
      headers: client.headers,
    });
    expect(list.json().data).toEqual([]);
  });

  it('refuses to delete an ACTIVE company tariff', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const id = await connectActive(client);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-tariffs/${id}`,
      headers: client.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(cannotDelete('ACTIVE')));
    expect(response.json().message).toBe('Нельзя удалить тариф в статусе «Активен»');
  });
});

describe('reading company tariffs', () => {
  it('lists them, picks the current one by priority and answers current/ACTIVE', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const activeId = await connectActive(client);
    const draft = (await post(client, '/api/company-tariffs/draft', { values: {} })).json().data;
    const get = (url: string) => t.app.inject({ url, headers: client.headers });
    const list = (await get('/api/company-tariffs-by-active')).json().data;
    expect(list.map((item: { id: number }) => item.id)).toEqual([draft.id, activeId]);
    expect((await get('/api/company-tariff-last-by-active')).json().data.id).toBe(draft.id);
    const active = (await get('/api/v1/company-tariffs/current/ACTIVE')).json().data;
    expect(active).toMatchObject({ id: activeId, tariff_slug: 'tariff_2', status_name: 'Активен' });
    expect((await get(`/api/company-tariffs/ACTIVE/${client.company.id}`)).json().data.id).toBe(
      activeId,
    );
    expect((await get('/api/company-tariffs/current/active')).json().data.id).toBe(draft.id);
    expect((await get('/api/company-tariffs/ARCHIVE/active')).json().data).toBeNull();
  });

  it('answers null for current/ACTIVE of a company without a tariff', async () => {
    const client = await createTariffClient(t);
    const response = await t.app.inject({
      url: '/api/v1/company-tariffs/current/ACTIVE',
      headers: client.headers,
    });
    expect(response.json()).toEqual({ data: null });
  });
});

describe('another company', () => {
  it('cannot reach a company’s tariffs from outside it', async () => {
    t.clock.set(NOW);
    const owner = await createTariffClient(t, { balance: 1_000_000 });
    const id = await connectActive(owner);
    const stranger = await createTariffClient(t);
    const companyId = owner.company.id;
    const asStranger = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: stranger.headers, ...(payload ? { payload } : {}) });

    const forbiddenCalls = [
      asStranger('GET', `/api/company-tariffs-by-active?company_id=${companyId}`),
      asStranger('GET', `/api/company-tariff-last-by-active?company_id=${companyId}`),
      asStranger('GET', `/api/company-tariffs/ACTIVE/${companyId}`),
      asStranger('GET', `/api/v1/company-tariffs/current/ACTIVE?company_id=${companyId}`),
      asStranger('GET', `/api/tariff-page?company_id=${companyId}`),
      asStranger('POST', '/api/v1/tariffs/calculate', { values: {}, company_id: companyId }),
      asStranger('POST', '/api/company-tariffs/draft', { values: {}, company_id: companyId }),
      asStranger('POST', '/api/company-tariffs/connect', {
        values: COMPLETE_VALUES,
        company_id: companyId,
      }),
    ];
    for (const response of await Promise.all(forbiddenCalls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(notYourCompany()));
    }
    const hiddenCalls = [
      asStranger('DELETE', `/api/company-tariffs/${id}`),
      asStranger('GET', `/api/v1/company-tariffs/${id}/history`),
      asStranger('POST', `/api/v1/company-tariffs/${id}/status`, { status: 'SUSPENDED' }),
    ];
    for (const response of await Promise.all(hiddenCalls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody(companyTariffNotFound()));
    }
    const own = await t.app.inject({
      url: '/api/company-tariffs-by-active',
      headers: stranger.headers,
    });
    expect(own.json().data).toEqual([]);
  });
});

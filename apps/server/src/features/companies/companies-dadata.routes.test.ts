// DaData-backed paths against the local fake that follows DaData's documented API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createCompany } from '../../testing/factories.ts';
import { startFakeDadata, type FakeDadata } from '../../testing/fake-dadata-server.ts';

import { postCompany, signIn, validAccount } from './companies.test-support.ts';

const API_KEY = 'test-dadata-key';
let fake: FakeDadata;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeDadata({ apiKey: API_KEY });
  t = await buildTestApp({ config: { dadataApiKey: API_KEY, dadataBaseUrl: fake.url } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('create by INN with DaData', () => {
  it('fills name, KPP, OGRN, legal address and director from findById/party', async () => {
    const me = await signIn(t.app, t.db);
    const response = await postCompany(t.app, me, { inn: '1655012344' });
    expect(response.statusCode).toBe(201);
    const company = response.json().data;
    expect(company).toMatchObject({
      inn: '1655012344',
      kpp: '165501001',
      ogrn: '1151690001231',
      info: { director_name: 'Сафина Алсу Ринатовна', director_post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
    });
    expect(company.name).not.toBe('');
    expect(company.info.legal_address.string).toContain('Казань');
    const asked = fake.requests.find((request) => request.method === 'findById/party');
    expect(asked?.authorization).toBe(`Token ${API_KEY}`);
  });

  it('gives an ИП no KPP and the entrepreneur as director', async () => {
    const me = await signIn(t.app, t.db);
    const response = await postCompany(t.app, me, { inn: '770712345633' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      kpp: '',
      company_meta: { kind: 'INDIVIDUAL' },
      info: { director_post: 'Индивидуальный предприниматель' },
    });
  });

  it('lets the body win over DaData', async () => {
    const me = await signIn(t.app, t.db);
    const response = await postCompany(t.app, me, { inn: '6658012341', name: 'ООО «Своё имя»' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'ООО «Своё имя»', kpp: '665801001' });
  });
});

describe('search, address hints and bank lookup with DaData', () => {
  it('adds DaData party suggestions after the directory, marking registered INNs', async () => {
    const me = await signIn(t.app, t.db);
    const owner = await signIn(t.app, t.db);
    await createCompany(t.db, owner.user.id, {
      inn: '5406012341',
      name: 'ООО «Сибирь из справочника»',
    });
    const response = await t.app.inject({
      url: '/api/v1/companies/search/540601',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { source: string; inn: string; registered: boolean }[];
    expect(data[0]).toMatchObject({ source: 'directory', inn: '5406012341', registered: true });
    expect(data.filter((item) => item.inn === '5406012341')).toHaveLength(1);

    const byName = await t.app.inject({
      url: `/api/v1/companies/search/${encodeURIComponent('сбербанк')}`,
      headers: me.headers,
    });
    const dadata = (
      byName.json().data as { source: string; registered: boolean; director_name: string }[]
    ).filter((item) => item.source === 'dadata');
    expect(dadata.length).toBeGreaterThan(0);
    expect(dadata[0]?.registered).toBe(false);
  });

  it('degrades silently to the directory when DaData fails', async () => {
    const me = await signIn(t.app, t.db);
    fake.behave({ failWith: 500 });
    try {
      const search = await t.app.inject({
        url: '/api/v1/companies/search/165501',
        headers: me.headers,
      });
      expect(search.statusCode).toBe(200);
      expect(
        search.json().data.every((item: { source: string }) => item.source === 'directory'),
      ).toBe(true);
      const address = await t.app.inject({
        url: `/api/v1/addresses/suggest?query=${encodeURIComponent('Казань Баумана')}`,
        headers: me.headers,
      });
      expect(address.json()).toEqual({ data: [], manual: true });
      const bank = await t.app.inject({ url: '/api/v1/banks/044525225', headers: me.headers });
      expect(bank.json().data.name).toBe('ПАО Сбербанк');
    } finally {
      fake.behave({ failWith: null });
    }
  });

  it('answers structured address hints', async () => {
    const me = await signIn(t.app, t.db);
    const response = await t.app.inject({
      url: `/api/v1/addresses/suggest?query=${encodeURIComponent('Казань')}`,
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.manual).toBe(false);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({ city_name: 'Казань' });
    expect(typeof body.data[0].postcode).toBe('string');
  });

  it('finds a bank by BIK that only DaData knows, and fills a new account from it', async () => {
    const me = await signIn(t.app, t.db);
    const response = await t.app.inject({ url: '/api/v1/banks/049205603', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      bik: '049205603',
      correspondent_account: '30101810600000000603',
    });
    const company = await createCompany(t.db, me.user.id, { inn: '7842012345' });
    const bank = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/banks`,
      headers: me.headers,
      payload: { bik: '049205603', account: validAccount('049205603') },
    });
    expect(bank.statusCode).toBe(201);
    expect(bank.json().data.bank_name).toContain('БАНК ТАТАРСТАН');
  });
});

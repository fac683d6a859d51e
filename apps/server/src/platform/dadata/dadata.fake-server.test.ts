import {
  companyKindByInn,
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
} from '@kabinet/domain/companies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FAKE_BANKS } from '../../testing/fake-dadata.banks.ts';
import { FAKE_PARTIES } from '../../testing/fake-dadata.parties.ts';
import { startFakeDadata, type FakeDadata } from '../../testing/fake-dadata-server.ts';

// The fake is only worth its tests if its directory is real data: identifiers with valid check
// digits (russian-domain §1) and the HTTP behaviour DaData documents.

describe('the fake DaData directory', () => {
  it.each(FAKE_PARTIES.map((party) => [party.value, party.data] as const))(
    '%s has a valid INN, ОГРН/ОГРНИП and KPP for its kind',
    (_name, data) => {
      expect(isValidInn(data.inn)).toBe(true);
      expect(companyKindByInn(data.inn)).toBe(data.type);
      if (data.type === 'LEGAL') {
        expect(isValidOgrn(data.ogrn ?? '')).toBe(true);
        expect(isValidKpp(data.kpp ?? '')).toBe(true);
      } else {
        expect(isValidOgrnip(data.ogrn ?? '')).toBe(true);
        expect(data.kpp).toBeNull();
      }
    },
  );

  it.each(FAKE_BANKS.map((bank) => [bank.value, bank.data] as const))(
    '%s has a BIK and a correspondent account that match',
    (_name, data) => {
      expect(isValidBik(data.bic)).toBe(true);
      expect(isValidCorrespondentAccount(data.correspondent_account ?? '', data.bic)).toBe(true);
      expect(isValidInn(data.inn ?? '')).toBe(true);
    },
  );

  it('holds at least eight parties, organisations and ИП alike', () => {
    const kinds = new Set(FAKE_PARTIES.map((party) => party.data.type));

    expect(FAKE_PARTIES.length).toBeGreaterThanOrEqual(8);
    expect([...kinds].sort()).toEqual(['INDIVIDUAL', 'LEGAL']);
  });
});

describe('the fake DaData server', () => {
  const API_KEY = 'fake-server-key';
  let fake: FakeDadata;
  const call = (method: string, init: RequestInit = {}) =>
    fetch(new URL(method, fake.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${API_KEY}` },
      ...init,
    });

  beforeAll(async () => {
    fake = await startFakeDadata({ apiKey: API_KEY });
  });
  afterAll(() => fake.close());

  it('serves the API under /suggestions/api/4_1/rs/', () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/suggestions\/api\/4_1\/rs\/$/);
  });

  it('answers 401 without an Authorization header', async () => {
    const response = await call('suggest/party', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'сбербанк' }),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ family: 'CLIENT_ERROR', reason: 'Unauthorized' });
  });

  it('answers 405 to anything but POST', async () => {
    expect((await call('suggest/party', { method: 'GET' })).status).toBe(405);
  });

  it('answers 400 to a body that is not JSON with a query', async () => {
    expect((await call('suggest/party', { body: 'query=сбербанк' })).status).toBe(400);
    expect((await call('suggest/party', { body: JSON.stringify({ count: 3 }) })).status).toBe(400);
  });

  it('answers 404 to a method it does not know', async () => {
    const response = await call('suggest/fms_unit', { body: JSON.stringify({ query: 'x' }) });

    expect(response.status).toBe(404);
  });

  it('answers JSON in DaData shape, empty for an empty query', async () => {
    const response = await call('suggest/address', { body: JSON.stringify({ query: ' ' }) });

    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ suggestions: [] });
  });

  it('filters parties by type and status as DaData documents', async () => {
    const individuals = await call('suggest/party', {
      body: JSON.stringify({ query: 'ип', type: 'INDIVIDUAL' }),
    });
    const liquidated = await call('findById/party', {
      body: JSON.stringify({ query: '7842012345', status: ['ACTIVE'] }),
    });

    const found = (await individuals.json()) as { suggestions: { data: { type: string } }[] };
    expect(found.suggestions.length).toBe(3);
    expect(found.suggestions.every((party) => party.data.type === 'INDIVIDUAL')).toBe(true);
    expect(await liquidated.json()).toEqual({ suggestions: [] });
  });
});

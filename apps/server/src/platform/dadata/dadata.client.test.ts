import { isValidCorrespondentAccount, isValidOgrnip } from '@kabinet/domain/companies';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startFakeDadata, type FakeDadata } from '../../testing/fake-dadata-server.ts';

import {
  createDadataClient,
  DADATA_TIMEOUT_MS,
  DadataError,
  type DadataClient,
  type DadataErrorKind,
} from './dadata.client.ts';
import { addressFromDadata, bankFromDadata, companyFromDadata } from './dadata.mapping.ts';

const API_KEY = 'test-dadata-key';

let fake: FakeDadata;
let dadata: DadataClient;

beforeAll(async () => {
  fake = await startFakeDadata({ apiKey: API_KEY });
  dadata = createDadataClient({ apiKey: API_KEY, baseUrl: fake.url });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.behave({ delayMs: 0, failWith: null });
});

async function failureOf(call: Promise<unknown>): Promise<DadataError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DadataError);
  return error as DadataError;
}

describe('findPartyById', () => {
  it('finds ООО «Ромашка» by INN with every company field filled', async () => {
    const [found, ...rest] = await dadata.findPartyById('1655012344');

    expect(rest).toEqual([]);
    expect(companyFromDadata(found!)).toEqual({
      inn: '1655012344',
      kpp: '165501001',
      ogrn: '1151690001231',
      name: 'ООО "РОМАШКА"',
      status: 'ACTIVE',
      info: {
        full_name: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"',
        legal_address: {
          region_type: 'Респ',
          region_name: 'Татарстан',
          area_type: null,
          area_name: null,
          city_type: 'г',
          city_name: 'Казань',
          postcode: '420111',
          district: null,
          street_type: 'ул',
          street_name: 'Баумана',
          house_type: 'д',
          house: '58',
          geo_lat: '55.789553',
          geo_lon: '49.116982',
          string: '420111, Респ. Татарстан, г. Казань, ул. Баумана, д. 58',
        },
        director_name: 'Сафина Алсу Ринатовна',
        director_post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР',
        self_employed: false,
      },
    });
  });

  it('sends the documented request: POST, Token authorization and a JSON body', async () => {
    await dadata.findPartyById('7707083893', { branch_type: 'MAIN' });

    expect(fake.requests).toEqual([
      {
        httpMethod: 'POST',
        method: 'findById/party',
        authorization: `Token ${API_KEY}`,
        contentType: 'application/json',
        body: { query: '7707083893', branch_type: 'MAIN' },
      },
    ]);
  });

  it('returns the head office and its branches, narrowed by branch_type or KPP', async () => {
    const all = await dadata.findPartyById('7707083893');
    const [main] = await dadata.findPartyById('7707083893', { branch_type: 'MAIN' });
    const [branch] = await dadata.findPartyById('7707083893', { kpp: '540602001' });

    expect(all.map((party) => party.data.kpp)).toEqual(['773601001', '540602001']);
    expect(companyFromDadata(main!)).toMatchObject({
      name: 'ПАО СБЕРБАНК',
      kpp: '773601001',
      info: { director_name: 'Греф Герман Оскарович' },
    });
    expect(branch!.data.branch_type).toBe('BRANCH');
    expect(branch!.value).toBe('СИБИРСКИЙ БАНК ПАО СБЕРБАНК');
  });

  it('finds a party by its ОГРН too', async () => {
    const found = await dadata.findPartyById('1176658001233');

    expect(found.map((party) => party.value)).toEqual(['АО "УРАЛТЕХСНАБ"']);
  });

  it('gives an ИП a 12-digit INN, an ОГРНИП and no KPP, with the entrepreneur as director', async () => {
    const [found] = await dadata.findPartyById('770712345633');
    const company = companyFromDadata(found!);

    expect(company.inn).toMatch(/^\d{12}$/);
    expect(company.kpp).toBeNull();
    expect(isValidOgrnip(company.ogrn ?? '')).toBe(true);
    expect(company.name).toBe('ИП Иванов Иван Иванович');
    expect(company.info).toMatchObject({
      director_name: 'Иванов Иван Иванович',
      director_post: 'Индивидуальный предприниматель',
      self_employed: false,
      legal_address: {
        region_name: 'Москва',
        city_type: 'г',
        city_name: 'Москва',
        street_name: null,
      },
    });
  });

  it('answers an empty list for an INN nobody has', async () => {
    expect(await dadata.findPartyById('7736207543')).toEqual([]);
  });
});

describe('suggestParty', () => {
  it('matches names case-insensitively and by INN prefix', async () => {
    const byName = await dadata.suggestParty('ромаш');
    const byInn = await dadata.suggestParty('7707');

    expect(byName.map((party) => party.value)).toEqual(['ООО "РОМАШКА"']);
    expect(byInn.map((party) => party.data.inn)).toEqual([
      '7707083893',
      '7707083893',
      '770712345633',
    ]);
  });

  it('honours count', async () => {
    const found = await dadata.suggestParty('7707', { count: 1 });

    expect(found).toHaveLength(1);
    expect(fake.requests[0]?.body).toEqual({ query: '7707', count: 1 });
  });

  it('reports a liquidated company with its status', async () => {
    const [found] = await dadata.suggestParty('северный ветер');

    expect(companyFromDadata(found!).status).toBe('LIQUIDATED');
  });
});

describe('suggestAddress', () => {
  it('maps a Moscow address, whose city is the region itself', async () => {
    const [found] = await dadata.suggestAddress('москва сухонская');

    expect(addressFromDadata(found!)).toEqual({
      region_type: 'г',
      region_name: 'Москва',
      area_type: null,
      area_name: null,
      city_type: 'г',
      city_name: 'Москва',
      postcode: '127642',
      district: 'Северное Медведково',
      street_type: 'ул',
      street_name: 'Сухонская',
      house_type: 'д',
      house: '11',
      geo_lat: '55.8782557',
      geo_lon: '37.65372',
      string: '127642, г. Москва, р-н Северное Медведково, ул. Сухонская, д. 11, кв. 89',
    });
    expect(found!.value).toBe('г Москва, ул Сухонская, д 11, кв 89');
  });

  it('maps a district town with its area', async () => {
    const [found] = await dadata.suggestAddress('Всеволожск');

    expect(addressFromDadata(found!)).toMatchObject({
      region_type: 'обл',
      region_name: 'Ленинградская',
      area_type: 'р-н',
      area_name: 'Всеволожский',
      city_name: 'Всеволожск',
      street_type: 'пр-кт',
      street_name: 'Октябрьский',
    });
  });

  it('honours count', async () => {
    expect(await dadata.suggestAddress('г Москва', { count: 1 })).toHaveLength(1);
    expect(await dadata.suggestAddress('г Москва')).toHaveLength(2);
  });
});

describe('banks', () => {
  it('finds Т-Банк by BIK with a correspondent account that matches the BIK', async () => {
    const found = await dadata.findBankById('044525974');
    const bank = bankFromDadata(found!);

    expect(bank).toEqual({
      bik: '044525974',
      name: 'АО «ТБанк»',
      correspondent_account: '30101810145250000974',
      inn: '7710140679',
      kpp: '771301001',
      address: '127287, г Москва, ул 2-я Хуторская, д 38А, стр 26',
    });
    expect(isValidCorrespondentAccount(bank.correspondent_account!, bank.bik)).toBe(true);
  });

  it('answers null for an unknown BIK', async () => {
    expect(await dadata.findBankById('044525000')).toBeNull();
  });

  it('suggests banks by name and by BIK prefix', async () => {
    const byName = await dadata.suggestBank('альфа');
    const byBik = await dadata.suggestBank('0445252');

    expect(byName.map(bankFromDadata).map((bank) => bank.bik)).toEqual(['044525593']);
    expect(byBik.map((bank) => bank.data.bic)).toEqual(['044525225']);
  });
});

describe('failures become a DadataError the caller can degrade on', () => {
  it('reports an unknown API key as forbidden, as DaData answers 403 for it', async () => {
    const stranger = createDadataClient({ apiKey: 'wrong-key', baseUrl: fake.url });

    const error = await failureOf(stranger.findPartyById('1655012344'));

    expect(error).toMatchObject({ kind: 'forbidden', status: 403 });
  });

  it('reports a missing API key as unauthorized', async () => {
    const anonymous = createDadataClient({ apiKey: '', baseUrl: fake.url });

    const error = await failureOf(anonymous.findPartyById('1655012344'));

    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it.each<[number, DadataErrorKind]>([
    [403, 'forbidden'],
    [429, 'rate_limited'],
    [400, 'bad_request'],
    [500, 'server'],
    [502, 'server'],
  ])('maps status %i to %s', async (status, kind) => {
    fake.behave({ failWith: status });

    const error = await failureOf(dadata.suggestParty('ромашка'));

    expect(error).toMatchObject({ kind, status });
  });

  it('gives up on a slow server with a timeout instead of hanging', async () => {
    fake.behave({ delayMs: 10_000 });
    const impatient = createDadataClient({ apiKey: API_KEY, baseUrl: fake.url, timeoutMs: 100 });
    const started = Date.now();

    const error = await failureOf(impatient.suggestAddress('казань'));

    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('waits 3 seconds by default', () => {
    expect(DADATA_TIMEOUT_MS).toBe(3_000);
  });

  it('reports an unreachable server as a network failure', async () => {
    const gone = await startFakeDadata({ apiKey: API_KEY });
    await gone.close();
    const client = createDadataClient({ apiKey: API_KEY, baseUrl: gone.url });

    const error = await failureOf(client.findBankById('044525225'));

    expect(error.kind).toBe('network');
    expect(error.cause).toBeDefined();
  });

  it('reports an answer without a suggestions list as a server failure', async () => {
    const client = createDadataClient({
      apiKey: API_KEY,
      fetch: () => Promise.resolve(Response.json({ unexpected: true })),
    });

    const error = await failureOf(client.suggestBank('сбербанк'));

    expect(error.kind).toBe('server');
  });
});

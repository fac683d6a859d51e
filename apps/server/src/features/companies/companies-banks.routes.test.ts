import { ACCOUNT_MESSAGES, COMPANY_SAVED_MESSAGE } from '@kabinet/domain/companies';
import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { bankAccountTaken } from './companies.errors.ts';
import {
  addMember,
  companyWithOwner,
  validAccount,
  wrongKeyAccount,
} from './companies.test-support.ts';

const t = useTestApp();
const SBER = '044525225';
const ALFA = '044525593';

describe('bank accounts of a company', () => {
  it('adds a first account as main, filling the bank name and корсчет from the BIK', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/banks`,
      headers: owner.headers,
      payload: { bik: SBER, account: validAccount(SBER) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      bik: SBER,
      bank_name: 'ПАО Сбербанк',
      correspondent_account: '30101810400000000225',
      is_main: true,
    });
    const shown = await t.app.inject({
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
    });
    expect(shown.json().data.info.main_bank_id).toBe(response.json().data.id);
    expect(shown.json().data.company_meta.filled.bank).toBe(true);
  });

  it('refuses an account whose key does not match the BIK, and letters in the account', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/banks`,
      headers: owner.headers,
      payload: { bik: SBER, account: wrongKeyAccount(SBER) },
    });
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.json().errors.account).toEqual([ACCOUNT_MESSAGES.settlementKey]);
    const letters = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/banks`,
      headers: owner.headers,
      payload: { bik: SBER, account: '40702810А00000000001' },
    });
    expect(letters.statusCode).toBe(422);
    expect(letters.json().errors.account).toBeDefined();
    const list = await t.app.inject({
      url: `/api/v1/companies/${company.id}/banks`,
      headers: owner.headers,
    });
    expect(list.json().data).toEqual([]);
  });

  it('refuses the same account twice (409)', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const payload = { bik: SBER, account: validAccount(SBER, '0000002') };
    const url = `/api/v1/companies/${company.id}/banks`;
    await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
    const again = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(bankAccountTaken()));
  });

  it('updates an account, makes another main, and deleting the main clears main_bank_id', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const url = `/api/v1/companies/${company.id}/banks`;
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { bik: SBER, account: validAccount(SBER) },
    });
    const second = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { bik: ALFA, account: validAccount(ALFA), is_main: true },
    });
    expect(second.json().data.is_main).toBe(true);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${url}/${first.json().data.id}`,
      headers: owner.headers,
      payload: { bik: SBER, account: validAccount(SBER, '0000009'), bank_name: 'Сбер' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ bank_name: 'Сбер', is_main: false });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${second.json().data.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    const shown = await t.app.inject({
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
    });
    expect(shown.json().data.info.main_bank_id).toBeNull();
    expect(shown.json().data.banks).toHaveLength(1);
  });

  it('answers 404 for a bank of another company and 403 to an employee', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const other = await companyWithOwner(t.app, t.db);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${other.company.id}/banks`,
      headers: other.owner.headers,
      payload: { bik: SBER, account: validAccount(SBER) },
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/banks/${foreign.json().data.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(404);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/banks`,
      headers: employee.headers,
      payload: { bik: SBER, account: validAccount(SBER) },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('POST /api/v1/companies/fill/:id', () => {
  it('saves requisites, addresses, director and a bank in one call', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const legal = {
      string: '420111, Респ Татарстан, г Казань, ул Баумана, д 1',
      postcode: '420111',
    };
    // Saved in the one address form of the domain (`normalizeAddressLine`).
    const saved = '420111, Респ. Татарстан, г. Казань, ул. Баумана, д. 1';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/fill/${company.id}`,
      headers: owner.headers,
      payload: {
        requisites: {
          full_name: 'Общество с ограниченной ответственностью «Ромашка»',
          kpp: '165501001',
        },
        addresses: { legal_address: legal, actual_same_as_legal: true },
        director: { director_name: 'Иванов Иван Иванович', director_post: 'Генеральный директор' },
        bank: { bik: SBER, account: validAccount(SBER) },
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(COMPANY_SAVED_MESSAGE);
    expect(body.data).toMatchObject({
      kpp: '165501001',
      info: {
        legal_address: { string: saved, postcode: '420111' },
        actual_address: { string: saved },
        director_name: 'Иванов Иван Иванович',
      },
      company_meta: { filled: { requisites: true, addresses: true, director: true, bank: true } },
    });
    expect(body.data.info.main_bank_id).toBe(body.data.banks[0].id);
  });

  it('saves nothing when one step is invalid (the bank key), naming the field with its step', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/fill/${company.id}`,
      headers: owner.headers,
      payload: {
        director: { director_name: 'Петров Пётр Петрович', director_post: 'Директор' },
        bank: { bik: SBER, account: wrongKeyAccount(SBER) },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['bank.account']).toEqual([ACCOUNT_MESSAGES.settlementKey]);
    const shown = await t.app.inject({
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
    });
    expect(shown.json().data.info.director_name).toBe('');
  });

  it('saves nothing when the bank account is a duplicate (409 after validation)', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const account = validAccount(SBER);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/banks`,
      headers: owner.headers,
      payload: { bik: SBER, account },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/fill/${company.id}`,
      headers: owner.headers,
      payload: { requisites: { activity: 'Торговля' }, bank: { bik: SBER, account } },
    });
    expect(response.statusCode).toBe(409);
    const shown = await t.app.inject({
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
    });
    expect(shown.json().data.info.activity).toBe('');
  });

  it('names the requisites step for a wrong KPP and refuses an empty body', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/fill/${company.id}`,
      headers: owner.headers,
      payload: { requisites: { kpp: '12345' } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['requisites.kpp']);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/fill/${company.id}`,
      headers: owner.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Заполните хотя бы один шаг');
  });
});

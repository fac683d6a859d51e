import { describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema/audit.ts';
import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { adminAreaOnly } from '../../platform/auth-hook.ts';

const t = useTestApp();

const SELLER = {
  name: 'ООО «Бухгалтерия и точка»',
  inn: '7707083893',
  kpp: '773601001',
  address: 'г. Москва, ул. Вавилова, д. 19',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000000001',
  correspondent_account: '30101810400000000225',
  vat_mode: 'vat_20',
  due_days: 10,
  director_name: 'Петров П. П.',
  accountant_name: 'Сидорова О. И.',
  contract_number: '7/БУ',
  contract_date: '2026-02-02',
};

function put(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/admin/billing-settings', headers, payload });
}

describe('/api/v1/admin/billing-settings', () => {
  it('lets the admin set the seller, which invoices issued afterwards print', async () => {
    t.clock.set(NOW);
    const admin = await createStaff(t, 'admin');
    const client = await createTariffClient(t);
    const topUp = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${client.company.id}/invoices/top-up`,
        headers: client.headers,
        payload: { amount_kopecks: 10_000 },
      });
    const before = (await topUp()).json().data;
    expect(before).toMatchObject({ seller: {}, vat_mode: 'none', due_date: '2026-11-26' });

    const saved = await put(admin.headers, SELLER);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(SELLER);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/billing-settings',
      headers: admin.headers,
    });
    expect(read.json().data).toEqual(SELLER);

    const after = (await topUp()).json().data;
    const { vat_mode: _vat, due_days: _days, ...seller } = SELLER;
    expect(after).toMatchObject({ seller, vat_mode: 'vat_20', due_date: '2026-12-01' });
    // The earlier invoice keeps the requisites it was issued with.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${client.company.id}/invoices/${before.id}`,
      headers: client.headers,
    });
    expect(again.json().data.seller).toEqual({});
    const audit = (await t.db.select().from(auditLog)).filter(
      (row) => row.action === 'billing.settings_changed',
    );
    expect(audit).toHaveLength(1);
  });

  it('checks the requisites with Russian field errors', async () => {
    const admin = await createStaff(t, 'admin');
    const response = await put(admin.headers, { ...SELLER, inn: '7707083890', bik: '12' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      inn: ['Неверное контрольное число ИНН'],
    });
    expect(response.json().errors.bik).toHaveLength(1);
    const account = await put(admin.headers, { ...SELLER, account: '40702810938000000002' });
    expect(account.statusCode).toBe(422);
    expect(account.json().errors.account).toEqual(['Расчетный счет не соответствует БИК']);
  });

  it('keeps the signatories and the contract: optional, a dated contract needs its number', async () => {
    t.clock.set(NOW);
    const admin = await createStaff(t, 'admin');
    const { director_name, accountant_name, contract_number, contract_date, ...older } = SELLER;
    const saved = await put(admin.headers, older);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      director_name: '',
      accountant_name: '',
      contract_number: '',
      contract_date: '',
    });
    const unnumbered = await put(admin.headers, { ...SELLER, contract_number: ' ' });
    expect(unnumbered.statusCode).toBe(422);
    expect(unnumbered.json().errors).toEqual({ contract_number: ['Укажите номер договора.'] });
    const badDate = await put(admin.headers, { ...SELLER, contract_date: '02.02.2026' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.contract_date).toHaveLength(1);

    expect((await put(admin.headers, SELLER)).json().data).toMatchObject({
      director_name,
      accountant_name,
      contract_number,
      contract_date,
    });
    const client = await createTariffClient(t);
    const invoice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${client.company.id}/invoices/top-up`,
      headers: client.headers,
      payload: { amount_kopecks: 10_000 },
    });
    expect(invoice.json().data).toMatchObject({
      basis: 'Договор № 7/БУ от 02.02.2026',
      seller: { director_name, accountant_name },
    });
  });

  it('is the admin’s: a manager and a client get 403', async () => {
    const manager = await createStaff(t, 'manager');
    const client = await createTariffClient(t);
    for (const headers of [manager.headers, client.headers]) {
      const response = await put(headers, SELLER);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(adminAreaOnly()));
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/billing-settings',
        headers,
      });
      expect(read.statusCode).toBe(403);
    }
  });
});

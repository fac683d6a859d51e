import { isValidInn, isValidKpp, isValidOgrn, isValidOgrnip } from '@kabinet/domain/companies';
import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../../demo-seed.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import { DEMO_COMPANIES } from './companies-demo.seed.ts';

const t = useTestApp();

describe('demo companies', () => {
  it('have addresses, a main bank account, no documents, and the manager assigned', async () => {
    await seedDemoData(t.db);
    const client = await loginAs(t.app, { email: DEMO_USERS.client.email }, DEMO_PASSWORD);
    const mine = await t.app.inject({ url: '/api/v1/companies', headers: bearer(client) });
    const companies = mine.json().data as {
      id: number;
      documents: unknown[];
      banks: { id: number; is_main: boolean }[];
      info: { legal_address: { string: string } | null; main_bank_id: number | null };
      company_meta: { managers: { name: string }[] };
    }[];
    expect(companies).toHaveLength(2);
    for (const company of companies) {
      expect(company.info.legal_address?.string).toContain('Москва');
      expect(company.banks).toHaveLength(1);
      expect(company.info.main_bank_id).toBe(company.banks[0]?.id);
      expect(company.documents).toEqual([]);
      expect(company.company_meta.managers[0]?.name).toContain(DEMO_USERS.manager.name);
    }
    const manager = await loginAs(t.app, { email: DEMO_USERS.manager.email }, DEMO_PASSWORD);
    const assigned = await t.app.inject({ url: '/api/v1/companies', headers: bearer(manager) });
    expect(assigned.json().data.map((company: { id: number }) => company.id)).toEqual(
      companies.map((company) => company.id),
    );
    const requisites = await t.app.inject({
      url: `/api/v1/companies/${companies[0]?.id}/requisites`,
      headers: bearer(client),
    });
    expect(requisites.json().data.text).toBe(
      [
        'Полное наименование: Общество с ограниченной ответственностью «Ромашка»',
        'Сокращённое наименование: ООО «Ромашка»',
        'ИНН: 7701234560',
        'КПП: 770101001',
        'ОГРН: 1027700123450',
        'Юридический адрес: 125009, г. Москва, ул. Тверская, д. 7',
        'Фактический адрес: 101000, г. Москва, ул. Мясницкая, д. 24/7, стр. 1',
        'Расчётный счёт: 40702810938000012345',
        'Банк: ПАО Сбербанк',
        'БИК: 044525225',
        'Корреспондентский счёт: 30101810400000000225',
        'Генеральный директор: Иванов Иван Иванович',
      ].join('\n'),
    );
  });

  it('uses checksum-valid requisites', () => {
    const [ooo, ip] = DEMO_COMPANIES;
    expect(isValidInn(ooo.inn) && isValidKpp(ooo.kpp) && isValidOgrn(ooo.ogrn)).toBe(true);
    expect(isValidInn(ip.inn) && isValidOgrnip(ip.ogrn)).toBe(true);
  });
});

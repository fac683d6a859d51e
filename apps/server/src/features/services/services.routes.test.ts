import { describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema/audit.ts';
import { SERVICES_CATALOGUE } from '../../db/seed/services-catalogue.ts';
import { adminAreaOnly } from '../../platform/auth-hook.ts';
import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createStaff, createTariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';

import { seedServicesCatalogue } from './services-catalogue.seed.ts';

// One app (and database) for the whole file: each test counts only the rows it makes.
const t = useTestApp();

const auditCount = async () => (await t.db.select().from(auditLog)).length;
const ids = (list: { id: number }[]) => list.map((service) => service.id);

const BODY = {
  name: 'Регистрация торговой марки',
  description: 'Проверка и подача заявки в Роспатент.',
  category: 'registration',
  price_kopecks: 2_500_000,
  price_from: true,
  turnaround: '10 рабочих дней',
  documents: ['Логотип', 'Перечень товаров и услуг'],
  is_active: true,
  sort: 50,
};

type Headers = Record<string, string>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('the seeded catalogue', () => {
  it('is inserted once, and never over an admin’s edits', async () => {
    expect(await seedServicesCatalogue(t.db)).toBe(true);
    expect(await seedServicesCatalogue(t.db)).toBe(false);
    const client = await createTariffClient(t);
    const list = (await call('GET', '/api/v1/services', client.headers)).json().data;
    expect(list).toHaveLength(SERVICES_CATALOGUE.length);
    expect(list.length).toBeGreaterThanOrEqual(12);
    const names = list.map((service: { name: string }) => service.name);
    expect(names).toEqual(expect.arrayContaining(['Регистрация ООО', 'Декларация 3-НДФЛ']));
  });
});

describe('GET /api/v1/services', () => {
  it('answers any signed-in user the active services by category, then sort', async () => {
    await seedServicesCatalogue(t.db);
    const admin = await createStaff(t, 'admin');
    const client = await createTariffClient(t);
    const created = (await call('POST', '/api/v1/admin/services', admin.headers, BODY)).json().data;
    await call('DELETE', `/api/v1/admin/services/${created.id}`, admin.headers);

    const response = await call('GET', '/api/v1/services', client.headers);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { id: number; category: string; sort: number }[];
    expect(list.map((service) => service.id)).not.toContain(created.id);
    expect(list[0]).toMatchObject({
      name: 'Регистрация ООО',
      category: 'registration',
      category_name: 'Регистрация',
      price_kopecks: 800_000,
      price_from: true,
      turnaround: '5 рабочих дней',
      is_active: true,
    });
    expect(list[0]).toHaveProperty('documents', expect.arrayContaining(['ИНН учредителей']));
    const categories = list.map((service) => service.category);
    expect(categories.indexOf('closing')).toBeGreaterThan(categories.lastIndexOf('registration'));
    const registration = list.filter((service) => service.category === 'registration');
    expect(registration.map((service) => service.sort)).toEqual(
      [...registration.map((service) => service.sort)].sort((a, b) => a - b),
    );

    const manager = await createStaff(t, 'manager');
    expect((await call('GET', '/api/v1/services', manager.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/v1/services' })).statusCode).toBe(401);
  });
});

describe('/api/v1/admin/services', () => {
  it('refuses clients and managers on every admin route', async () => {
    await seedServicesCatalogue(t.db);
    const audited = await auditCount();
    const client = await createTariffClient(t);
    const manager = await createStaff(t, 'manager');
    for (const headers of [client.headers, manager.headers]) {
      const answers = await Promise.all([
        call('GET', '/api/v1/admin/services', headers),
        call('POST', '/api/v1/admin/services', headers, BODY),
        call('PUT', '/api/v1/admin/services/1', headers, BODY),
        call('DELETE', '/api/v1/admin/services/1', headers),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual(errorBody(adminAreaOnly()));
      }
    }
    const admin = await createStaff(t, 'admin');
    const list = (await call('GET', '/api/v1/admin/services', admin.headers)).json().data;
    expect(list[0]).toMatchObject({ id: 1, name: 'Регистрация ООО', is_active: true });
    expect(await auditCount()).toBe(audited);
  });

  it('creates, edits and deactivates a service, each audited; inactive ones stay in the admin list', async () => {
    const admin = await createStaff(t, 'admin');
    const created = await call('POST', '/api/v1/admin/services', admin.headers, BODY);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Услуга добавлена',
      data: { ...BODY, category_name: 'Регистрация' },
    });
    const id = created.json().data.id as number;

    const edited = await call('PUT', `/api/v1/admin/services/${id}`, admin.headers, {
      ...BODY,
      name: '  Регистрация товарного знака ',
      price_kopecks: 3_000_000,
      price_from: false,
      category: 'consulting',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      id,
      name: 'Регистрация товарного знака',
      price_kopecks: 3_000_000,
      price_from: false,
      category_name: 'Консультации',
    });

    const removed = await call('DELETE', `/api/v1/admin/services/${id}`, admin.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Услуга снята с продажи',
      data: { id, is_active: false },
    });
    // Deactivating twice changes nothing and records nothing more.
    expect((await call('DELETE', `/api/v1/admin/services/${id}`, admin.headers)).statusCode).toBe(
      200,
    );

    const all = (await call('GET', '/api/v1/admin/services', admin.headers)).json().data;
    expect(all).toContainEqual(expect.objectContaining({ id, is_active: false }));
    const client = await createTariffClient(t);
    const active = () => call('GET', '/api/v1/services', client.headers);
    expect(ids((await active()).json().data)).not.toContain(id);

    const entries = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter(
      (entry) => entry.subjectType === 'service' && entry.subjectId === id,
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'service.created',
      'service.updated',
      'service.deactivated',
    ]);
    expect(entries[1]).toMatchObject({
      actorId: admin.user.id,
      companyId: null,
      subjectType: 'service',
      subjectId: id,
      subjectName: 'Регистрация товарного знака',
      before: expect.objectContaining({ name: BODY.name, price_kopecks: 2_500_000 }),
      after: expect.objectContaining({ price_kopecks: 3_000_000, category: 'consulting' }),
    });
    expect(entries[2]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });

    const reactivated = await call('PUT', `/api/v1/admin/services/${id}`, admin.headers, {
      ...BODY,
      is_active: true,
    });
    expect(reactivated.json().data.is_active).toBe(true);
    expect(ids((await active()).json().data)).toContain(id);
  });

  it('answers Russian 422 field errors', async () => {
    const admin = await createStaff(t, 'admin');
    const audited = await auditCount();
    const response = await call('POST', '/api/v1/admin/services', admin.headers, {
      name: '   ',
      category: 'astrology',
      price_kopecks: -1,
      documents: [''],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['Укажите название услуги.'],
      category: ['Выберите категорию.'],
      price_kopecks: ['Цена не может быть отрицательной.'],
      'documents.0': ['Укажите документ.'],
    });
    const noPrice = await call('POST', '/api/v1/admin/services', admin.headers, {
      name: 'Услуга',
      category: 'other',
    });
    expect(noPrice.json().errors).toMatchObject({ price_kopecks: ['Укажите цену.'] });
    expect(await auditCount()).toBe(audited);
  });

  it('answers 404 for a service that does not exist', async () => {
    const admin = await createStaff(t, 'admin');
    const edit = await call('PUT', '/api/v1/admin/services/999', admin.headers, BODY);
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Услуга не найдена.');
    expect((await call('DELETE', '/api/v1/admin/services/999', admin.headers)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/v1/admin/services/abc', admin.headers)).statusCode).toBe(
      404,
    );
  });
});

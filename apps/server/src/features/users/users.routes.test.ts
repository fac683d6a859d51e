import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { updateUser } from './users.repository.ts';

import { cannotEditUser, notYourCompany } from './users.errors.ts';

const t = useTestApp();

async function signedInClient() {
  const manager = await createUser(t.db, {
    roleSlug: 'manager',
    name: 'Мария',
    lastName: 'Смирнова',
  });
  const user = await createUser(t.db);
  await updateUser(t.db, user.id, { accompanyingUserId: manager.id });
  const first = await createCompany(t.db, user.id, { name: 'ООО «Ромашка»' });
  const second = await createCompany(t.db, user.id, {
    name: 'ИП Иванов Иван Иванович',
    inn: '770123456703',
    kpp: null,
  });
  const token = await loginAs(t.app, user);
  return { user, manager, first, second, token };
}

describe('GET /api/user-full/current', () => {
  it('shows the full user of spec §3 with companies, active company and manager', async () => {
    const { user, manager, first, second, token } = await signedInClient();
    const response = await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: user.id,
      name: 'Пётр',
      email: user.email,
      phone: user.phone,
      status: 'ACTIVE',
      role: { role_name: 'Клиент', role_slug: 'client' },
      position: 'Клиент',
      devices: [],
      notifications: [],
      company_user_meta: {},
      accompanying: {
        id: manager.id,
        name: 'Мария',
        last_name: 'Смирнова',
        position: 'Менеджер',
        avatar: null,
      },
      meta: {
        avatar: null,
        last_name: 'Сидоров',
        nickname: '',
        birthday: '',
        contact_method: '',
        deletion_scheduled_at: null,
      },
    });
    expect(data.companies.map((company: { id: number }) => company.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(data.companies[1]).toMatchObject({
      name: 'ИП Иванов Иван Иванович',
      kpp: '',
      crm_id: '',
      balance: 0,
      debt: 0,
    });
    expect(data.active_company.id).toBe(first.id);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/user-full/current' })).statusCode).toBe(401);
  });
});

describe('POST /api/edit-profile', () => {
  it('saves the profile fields and answers the user', async () => {
    const { token } = await signedInClient();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: bearer(token),
      payload: {
        name: 'Пётр',
        last_name: 'Васильев',
        patronymic: '',
        email: 'petr.vasiliev@romashka.test',
        nickname: 'petya',
        birthday: '1990-05-17',
        phone_messenger: '+7 916 000-11-22',
        phone_city: '',
        contact_method: 'chat',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'petr.vasiliev@romashka.test',
      meta: {
        last_name: 'Васильев',
        patronymic: '',
        nickname: 'petya',
        birthday: '1990-05-17',
        contact_method: 'chat',
        phone_messenger: '+7 916 000-11-22',
      },
    });
  });

  it('answers 422 with Russian messages for bad fields', async () => {
    const { token } = await signedInClient();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: bearer(token),
      payload: { name: '', email: 'не-почта', birthday: '17.05.1990', contact_method: 'pigeon' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Введите имя.'],
      email: ['Введите корректный email.'],
      birthday: ['Дата в формате ГГГГ-ММ-ДД.'],
      contact_method: ['Выберите способ связи.'],
    });
  });

  it('answers 422 when the e-mail belongs to another user', async () => {
    const other = await createUser(t.db);
    const { token } = await signedInClient();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: bearer(token),
      payload: { email: other.email },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Этот email уже используется.'] });
  });
});

describe('PUT /api/v1/users/{id}', () => {
  it('switches the active company to one of the user’s companies', async () => {
    const { user, second, token } = await signedInClient();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}`,
      headers: bearer(token),
      payload: { active_company_id: second.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.active_company.id).toBe(second.id);
  });

  it('answers 422 for a company of someone else', async () => {
    const stranger = await createUser(t.db);
    const foreign = await createCompany(t.db, stranger.id);
    const { user, token } = await signedInClient();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}`,
      headers: bearer(token),
      payload: { active_company_id: foreign.id },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(notYourCompany()));
  });

  it('answers 403 to a client editing another user', async () => {
    const other = await createUser(t.db);
    const { token } = await signedInClient();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${other.id}`,
      headers: bearer(token),
      payload: { name: 'Взлом' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorBody(cannotEditUser()));
  });

  it('lets an admin edit another user, and answers 404 for a missing one', async () => {
    const admin = await createUser(t.db, { roleSlug: 'admin' });
    const other = await createUser(t.db);
    const token = await loginAs(t.app, admin);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${other.id}`,
      headers: bearer(token),
      payload: { nickname: 'проверено' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: other.id, meta: { nickname: 'проверено' } });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/users/999999',
          headers: bearer(token),
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers a non-numeric id like a missing user (404)', async () => {
    const { token } = await signedInClient();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/abc',
      headers: bearer(token),
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/user/current/accompanying', () => {
  it('answers the client’s manager', async () => {
    const { manager, token } = await signedInClient();
    const response = await t.app.inject({
      url: '/api/user/current/accompanying',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({
      data: {
        id: manager.id,
        name: 'Мария',
        last_name: 'Смирнова',
        patronymic: 'Алексеевич',
        email: manager.email,
        phone: manager.phone,
        position: 'Менеджер',
        avatar: null,
      },
    });
  });

  it('answers null for a user without one', async () => {
    const user = await createUser(t.db);
    const response = await t.app.inject({
      url: '/api/user/current/accompanying',
      headers: bearer(await loginAs(t.app, user)),
    });
    expect(response.json()).toEqual({ data: null });
  });
});

describe('GET /api/v1/app-settings', () => {
  it('answers the option list without a token', async () => {
    await t.db.execute(
      `insert into app_options (option_name, value) values ('support_phone', '+7 (800) 000-00-00')`,
    );
    const response = await t.app.inject({ url: '/api/v1/app-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [{ option_name: 'support_phone', value: '+7 (800) 000-00-00' }],
    });
  });
});

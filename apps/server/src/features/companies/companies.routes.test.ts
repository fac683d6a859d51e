import { COMPANY_SAVED_MESSAGE, companySchema, INN_MESSAGES } from '@kabinet/domain/companies';
import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { createCompany } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import {
  cannotEditCompany,
  companyHasMembers,
  companyNotFound,
  innTaken,
  nameRequired,
  onlyOwnerDeletes,
} from './companies.errors.ts';
import {
  addMember,
  companyWithOwner,
  nextLegalInn,
  postCompany,
  signIn,
} from './companies.test-support.ts';

const t = useTestApp();

describe('GET /api/v1/companies and /companies/:id', () => {
  it('lists only the companies of the caller, in the full SPEC §3 shape', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({ url: '/api/v1/companies', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: unknown[] };
    expect(data).toHaveLength(1);
    const first = companySchema.parse(data[0]);
    expect(first).toMatchObject({
      id: company.id,
      current_user_position: 'owner',
      referral: { settings: { payment_method: '' } },
      users: [{ id: owner.user.id, position: 'owner', is_owner: true }],
    });
  });

  it('shows a company and its /full form to a member', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    for (const url of [`/api/v1/companies/${company.id}`, `/api/v1/companies/${company.id}/full`]) {
      const response = await t.app.inject({ url, headers: owner.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.name).toBe(company.name);
    }
  });

  it('answers 404 for a company that does not exist, like a foreign one', async () => {
    const { owner } = await companyWithOwner(t.app, t.db);
    const { company: foreign } = await companyWithOwner(t.app, t.db);
    const missing = await t.app.inject({ url: '/api/v1/companies/999999', headers: owner.headers });
    const other = await t.app.inject({
      url: `/api/v1/companies/${foreign.id}`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect(other.json()).toEqual(errorBody(companyNotFound()));
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ url: '/api/v1/companies' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/companies (create by INN)', () => {
  it('creates an organisation from the body, makes the caller its owner and active company', async () => {
    const me = await signIn(t.app, t.db);
    const inn = nextLegalInn();
    const response = await postCompany(t.app, me, {
      inn,
      kpp: '770101001',
      name: 'ООО «Василёк»',
      info: { director_name: 'Петров Пётр Петрович', director_post: 'Директор' },
    });
    expect(response.statusCode).toBe(201);
    const company = companySchema.parse(response.json().data);
    expect(company).toMatchObject({
      inn,
      kpp: '770101001',
      name: 'ООО «Василёк»',
      user_id: me.user.id,
      current_user_position: 'owner',
      info: { director_name: 'Петров Пётр Петрович', full_name: 'ООО «Василёк»' },
    });
    const user = await t.app.inject({ url: '/api/user-full/current', headers: me.headers });
    expect(user.json().data.active_company.id).toBe(company.id);
  });

  it('creates an ИП by a 12-digit INN without KPP, and a self-employed person', async () => {
    const me = await signIn(t.app, t.db);
    const response = await postCompany(t.app, me, {
      inn: '500100732259',
      name: 'Самозанятый Сидоров П. А.',
      self_employed: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      kpp: '',
      company_meta: { kind: 'INDIVIDUAL' },
      info: { self_employed: true },
    });
  });

  it.each([
    ['a wrong check digit', '7707083894', INN_MESSAGES.checksum],
    ['a wrong length', '77070838', INN_MESSAGES.length],
    ['letters in digits', '77070838АБ', INN_MESSAGES.digits],
  ])('refuses an INN with %s (422 naming the field)', async (_case, inn, message) => {
    const me = await signIn(t.app, t.db);
    const response = await postCompany(t.app, me, { inn, kpp: '770101001', name: 'ООО «Ошибка»' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.inn).toEqual([message]);
  });

  it('refuses a KPP for an ИП and a missing KPP for an organisation', async () => {
    const me = await signIn(t.app, t.db);
    const individual = await postCompany(t.app, me, {
      inn: '781365432114',
      kpp: '770101001',
      name: 'ИП Петров',
    });
    expect(individual.statusCode).toBe(422);
    expect(individual.json().errors.kpp).toEqual(['У ИП и самозанятых нет КПП']);
    const organisation = await postCompany(t.app, me, {
      inn: nextLegalInn(),
      name: 'ООО «Без КПП»',
    });
    expect(organisation.statusCode).toBe(422);
    expect(Object.keys(organisation.json().errors)).toEqual(['kpp']);
  });

  it('asks for a name when DaData is not configured and the body has none', async () => {
    const me = await signIn(t.app, t.db);
    const response = await postCompany(t.app, me, { inn: nextLegalInn(), kpp: '770101001' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(nameRequired()));
  });

  it('answers 409 when the INN is already registered, and saves nothing', async () => {
    const { company } = await companyWithOwner(t.app, t.db);
    const me = await signIn(t.app, t.db);
    const response = await postCompany(t.app, me, {
      inn: company.inn,
      kpp: '770101001',
      name: 'ООО «Двойник»',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(innTaken()));
    const mine = await t.app.inject({ url: '/api/v1/companies', headers: me.headers });
    expect(mine.json().data).toEqual([]);
  });

  it('ignores balance, debt, status and user_id in the body (no mass assignment)', async () => {
    const me = await signIn(t.app, t.db);
    const response = await postCompany(t.app, me, {
      inn: nextLegalInn(),
      kpp: '770101001',
      name: 'ООО «Хитрец»',
      balance: 1_000_000,
      debt: -5,
      status: 'BLOCKED',
      user_id: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      balance: 0,
      debt: 0,
      status: 'ACTIVE',
      user_id: me.user.id,
    });
  });
});

describe('GET /api/v1/companies/check/:inn', () => {
  it('answers 200 for a valid free INN', async () => {
    const me = await signIn(t.app, t.db);
    const inn = nextLegalInn();
    const response = await t.app.inject({
      url: `/api/v1/companies/check/${inn}`,
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { inn, kind: 'LEGAL', available: true } });
  });

  it('answers 422 with the INN message for a wrong check digit', async () => {
    const me = await signIn(t.app, t.db);
    const response = await t.app.inject({
      url: '/api/v1/companies/check/7707083894',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: INN_MESSAGES.checksum,
      errors: { inn: [INN_MESSAGES.checksum] },
    });
  });

  it('answers 409 for a registered INN', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      url: `/api/v1/companies/check/${company.inn}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(innTaken()));
  });
});

describe('GET /api/v1/companies/search/:text (directory only)', () => {
  it('finds registered companies by INN prefix and by part of the name, showing only public requisites', async () => {
    const me = await signIn(t.app, t.db);
    const { owner } = await companyWithOwner(t.app, t.db);
    await createCompany(t.db, owner.user.id, {
      inn: '6658012341',
      name: 'ООО «Уральский Подсолнух»',
    });
    const byName = await t.app.inject({
      url: `/api/v1/companies/search/${encodeURIComponent('подсолн')}`,
      headers: me.headers,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data).toEqual([
      expect.objectContaining({
        source: 'directory',
        registered: true,
        inn: '6658012341',
        name: 'ООО «Уральский Подсолнух»',
        director_name: '',
        legal_address: null,
      }),
    ]);
    const byInn = await t.app.inject({
      url: '/api/v1/companies/search/665801',
      headers: me.headers,
    });
    expect(byInn.json().data.map((item: { inn: string }) => item.inn)).toContain('6658012341');
  });

  it('treats % and _ literally', async () => {
    const me = await signIn(t.app, t.db);
    const response = await t.app.inject({
      url: '/api/v1/companies/search/%25%25',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it('answers 422 for a one-letter query', async () => {
    const me = await signIn(t.app, t.db);
    const response = await t.app.inject({ url: '/api/v1/companies/search/a', headers: me.headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.text).toBeDefined();
  });
});

describe('lookups without DaData', () => {
  it('answers address hints with an empty list and manual: true', async () => {
    const me = await signIn(t.app, t.db);
    const response = await t.app.inject({
      url: `/api/v1/addresses/suggest?query=${encodeURIComponent('Москва, Тверская')}`,
      headers: me.headers,
    });
    expect(response.json()).toEqual({ data: [], manual: true });
  });

  it('finds a major bank by BIK in the built-in directory', async () => {
    const me = await signIn(t.app, t.db);
    const response = await t.app.inject({ url: '/api/v1/banks/044525225', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'ПАО Сбербанк',
      correspondent_account: '30101810400000000225',
    });
  });

  it('answers 404 for an unknown BIK and 422 for a malformed one', async () => {
    const me = await signIn(t.app, t.db);
    const unknown = await t.app.inject({ url: '/api/v1/banks/044525999', headers: me.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Банк с таким БИК не найден');
    const bad = await t.app.inject({ url: '/api/v1/banks/12345', headers: me.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.bik).toBeDefined();
  });
});

describe('PUT /companies/:id and POST /companies/:id/edit', () => {
  it('saves changes and answers the positive message of SPEC §8', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/edit`,
      headers: owner.headers,
      payload: {
        name: 'ООО «Ромашка и Ко»',
        info: {
          activity: '69.20 Бухгалтерский учёт',
          legal_address: { string: '125009, г Москва, ул Тверская, д 7', city_name: 'Москва' },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: COMPANY_SAVED_MESSAGE,
      data: {
        name: 'ООО «Ромашка и Ко»',
        info: {
          activity: '69.20 Бухгалтерский учёт',
          legal_address: {
            string: '125009, г. Москва, ул. Тверская, д. 7',
            city_name: 'Москва',
            house: '',
          },
        },
      },
    });
  });

  it('refuses a wrong KPP with a Russian message and changes nothing', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
      payload: { name: 'ООО «Новое имя»', kpp: '77A101001' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.kpp).toBeDefined();
    const after = await t.app.inject({
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
    });
    expect(after.json().data.name).toBe(company.name);
  });

  it('forbids an employee to change the company', async () => {
    const { company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}`,
      headers: employee.headers,
      payload: { name: 'ООО «Захват»' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorBody(cannotEditCompany()));
  });

  it('refuses a main bank that is not the company’s', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
      payload: { info: { main_bank_id: 987654 } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['info.main_bank_id']).toBeDefined();
  });
});

describe('DELETE /api/v1/companies/:id', () => {
  it('lets the owner delete an empty company and clears it as active', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    const after = await t.app.inject({
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
    });
    expect(after.statusCode).toBe(404);
  });

  it('refuses while other users are in the company, and refuses non-owners', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const admin = await addMember(t.app, t.db, company.id, 'admin');
    const byOwner = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
    });
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json()).toEqual(errorBody(companyHasMembers()));
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual(errorBody(onlyOwnerDeletes()));
  });
});

describe('GET /api/v1/companies/active-by-user-id/:id', () => {
  it('answers the caller’s own active company', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      url: `/api/v1/companies/active-by-user-id/${owner.user.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(company.id);
  });

  it('forbids a client to look at another user, and lets admin do it', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const url = `/api/v1/companies/active-by-user-id/${owner.user.id}`;
    const denied = await t.app.inject({ url, headers: stranger.headers });
    expect(denied.statusCode).toBe(403);
    const allowed = await t.app.inject({ url, headers: admin.headers });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ id: company.id, current_user_position: 'staff' });
  });
});

describe('GET /api/v1/companies/:id/requisites', () => {
  it('formats the requisites card as text', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      url: `/api/v1/companies/${company.id}/requisites`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const { text } = response.json().data as { text: string };
    expect(text).toContain(`Сокращённое наименование: ${company.name}`);
    expect(text).toContain(`ИНН: ${company.inn}`);
    expect(text).toContain(`КПП: ${company.kpp}`);
    expect(text).toContain(`ОГРН: ${company.ogrn}`);
    // The same fields as rows, each line of the text one row (a value may hold «:» itself).
    const { rows } = response.json().data as { rows: { label: string; value: string }[] };
    expect(rows.map(({ label, value }) => `${label}: ${value}`).join('\n')).toBe(text);
    expect(rows).toContainEqual({ label: 'ИНН', value: company.inn });
  });
});

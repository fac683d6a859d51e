// GET /api/user-full/current pinned field by field on a user whose companies have every part
// (banks, members, documents, invitations, staff), so a faster way of reading them cannot change
// a byte of the answer.
import { describe, expect, it } from 'vitest';

import type { UserRow } from '../../db/schema/users.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { assignStaff } from '../companies/companies-admin.repository.ts';
import { insertBank } from '../companies/companies-banks.repository.ts';
import { insertDocument } from '../companies/companies-documents.repository.ts';
import { nextLegalInn, validAccount } from '../companies/companies.test-support.ts';
import { addCompanyUser, setMainBankId } from '../companies/companies.repository.ts';
import { insertInvitation } from '../companies/companies-users.repository.ts';
import { upsertDevice } from '../devices/devices.repository.ts';
import { insertNotifications } from '../notifications/notifications.repository.ts';

import { updateUser } from './users.repository.ts';

const t = useTestApp();
const DAY_MS = 86_400_000;
const BIK = '044525225';

async function fullUserOf(user: UserRow) {
  const token = await loginAs(t.app, user);
  const response = await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const member = (user: UserRow, position: 'owner' | 'admin' | 'employee', name: string) => ({
  id: user.id,
  name: user.name,
  last_name: user.lastName ?? '',
  patronymic: user.patronymic ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
  status: 'ACTIVE',
  position,
  position_name: name,
  is_owner: position === 'owner',
});

/** A client owning a company with every part, and a second bare company. */
async function clientWithEverything() {
  const manager = await createUser(t.db, {
    roleSlug: 'manager',
    name: 'Мария',
    lastName: 'Смирнова',
    patronymic: null,
    avatarPath: 'avatars/maria.png',
  });
  const second = await createUser(t.db, { roleSlug: 'project_manager', name: 'Олег' });
  const client = await createUser(t.db, { nickname: 'Петя', birthday: '1990-05-01' });
  await updateUser(t.db, client.id, { accompanyingUserId: manager.id });
  const admin = await createUser(t.db, { name: 'Анна', lastName: null, email: null });
  const employee = await createUser(t.db, { name: 'Игорь' });

  const main = await createCompany(t.db, client.id, {
    name: 'ООО «Ромашка»',
    inn: nextLegalInn(),
    info: { legal_address: { string: 'г Москва, ул Тверская, д 1', city_name: 'Москва' } },
  });
  const bare = await createCompany(t.db, client.id, { name: 'ИП Сидоров', kpp: null });
  await addCompanyUser(t.db, { companyId: main.id, userId: admin.id, position: 'admin' });
  await addCompanyUser(t.db, { companyId: main.id, userId: employee.id, position: 'employee' });
  await addCompanyUser(t.db, { companyId: main.id, userId: second.id, position: 'manager' });
  await assignStaff(t.db, { companyId: main.id, userId: manager.id, assignedBy: null });
  await assignStaff(t.db, { companyId: main.id, userId: second.id, assignedBy: manager.id });

  const bankValues = { companyId: main.id, bik: BIK, bankName: 'ПАО Сбербанк' };
  const firstBank = await insertBank(t.db, {
    ...bankValues,
    correspondentAccount: null,
    account: validAccount(BIK, '0000001'),
  });
  const mainBank = await insertBank(t.db, {
    ...bankValues,
    correspondentAccount: '30101810400000000225',
    account: validAccount(BIK, '0000002'),
  });
  await setMainBankId(t.db, main.id, mainBank.id, new Date());

  const document = { companyId: main.id, mimeType: 'application/pdf', size: 2048 };
  const charter = await insertDocument(t.db, {
    ...document,
    name: 'Устав',
    extension: 'pdf',
    storageKey: 'documents/charter.pdf',
    uploadedBy: client.id,
    createdAt: new Date('2026-03-01T09:00:00.000Z'),
  });
  const form = await insertDocument(t.db, {
    ...document,
    name: 'Анкета',
    extension: 'pdf',
    storageKey: 'documents/form.pdf',
    uploadedBy: null,
    createdAt: new Date('2026-03-02T09:00:00.000Z'),
  });

  const expiresAt = new Date(t.clock.now().getTime() + DAY_MS);
  const invitation = { companyId: main.id, position: 'employee' as const, expiresAt };
  const byPhone = await insertInvitation(t.db, {
    ...invitation,
    phone: '79161234567',
    email: null,
    invitedBy: client.id,
  });
  const byEmail = await insertInvitation(t.db, {
    ...invitation,
    phone: null,
    email: 'buh@romashka.test',
    position: 'admin',
    invitedBy: null,
  });
  await insertInvitation(t.db, {
    ...invitation,
    phone: '79160000001',
    email: null,
    expiresAt: new Date(Date.now() - DAY_MS),
  });
  await insertInvitation(t.db, {
    ...invitation,
    phone: '79160000002',
    email: null,
    status: 'ACCEPTED',
  });

  const device = await upsertDevice(t.db, {
    userId: client.id,
    token: 'fcm-token-1',
    platform: 'android',
  });
  const [notification] = await insertNotifications(t.db, [
    { userId: client.id, type: 'COMPANY_USER_INVITED', data: { type: 'COMPANY_USER_INVITED' } },
  ]);
  return {
    ...{ manager, second, client, admin, employee, main, bare, firstBank, mainBank },
    ...{ charter, form, byPhone, byEmail, device, notification },
  };
}

describe('GET /api/user-full/current, every part of every company', () => {
  it('answers the full user of spec §3 exactly', async () => {
    const f = await clientWithEverything();
    const data = await fullUserOf(f.client);

    const maria = {
      id: f.manager.id,
      name: 'Мария',
      last_name: 'Смирнова',
      patronymic: '',
      email: f.manager.email,
      phone: f.manager.phone,
      position: 'Менеджер',
      avatar: { file_url: '/files/avatars/maria.png' },
    };
    const bank = (row: typeof f.firstBank, correspondent: string, isMain: boolean) => ({
      id: row.id,
      company_id: f.main.id,
      bik: BIK,
      bank_name: 'ПАО Сбербанк',
      correspondent_account: correspondent,
      account: row.account,
      is_main: isMain,
      created_at: row.createdAt.toISOString(),
    });
    const documentOf = (
      row: typeof f.charter,
      uploadedBy: { id: number; name: string } | null,
    ) => ({
      id: row.id,
      company_id: f.main.id,
      name: row.name,
      extension: 'pdf',
      mime_type: 'application/pdf',
      size: 2048,
      file_url: `/api/v1/companies/${f.main.id}/documents/${row.id}/download`,
      uploaded_by: uploadedBy,
      created_at: row.createdAt.toISOString(),
    });
    const invitationOf = (
      row: typeof f.byPhone,
      position: 'admin' | 'employee',
      invitedBy: { id: number; name: string } | null,
    ) => ({
      id: row.id,
      company_id: f.main.id,
      company_name: 'ООО «Ромашка»',
      company_inn: f.main.inn,
      phone: row.phone ?? '',
      email: row.email ?? '',
      position,
      position_name: position === 'admin' ? 'Администратор' : 'Сотрудник',
      status: 'PENDING',
      invited_by: invitedBy,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    });
    const main = {
      id: f.main.id,
      user_id: f.client.id,
      crm_id: '',
      inn: f.main.inn,
      kpp: f.main.kpp,
      ogrn: f.main.ogrn,
      name: 'ООО «Ромашка»',
      balance: 0,
      debt: 0,
      status: 'ACTIVE',
      current_user_position: 'owner',
      documents: [
        documentOf(f.form, null),
        documentOf(f.charter, { id: f.client.id, name: 'Пётр' }),
      ],
      users: [
        member(f.client, 'owner', 'Владелец'),
        member(f.admin, 'admin', 'Администратор'),
        member(f.employee, 'employee', 'Сотрудник'),
      ],
      banks: [bank(f.firstBank, '', false), bank(f.mainBank, '30101810400000000225', true)],
      new_users: [
        invitationOf(f.byPhone, 'employee', { id: f.client.id, name: 'Пётр' }),
        invitationOf(f.byEmail, 'admin', null),
      ],
      company_meta: {
        kind: 'LEGAL',
        managers: [
          { id: f.manager.id, name: 'Смирнова Мария' },
          { id: f.second.id, name: 'Сидоров Олег Алексеевич' },
        ],
        filled: { requisites: true, addresses: true, director: false, bank: true },
      },
      referral: { settings: { payment_method: '' } },
      info: {
        legal_address: expect.objectContaining({
          string: 'г. Москва, ул. Тверская, д. 1',
          city_name: 'Москва',
          region_name: '',
        }),
        actual_address: null,
        main_bank_id: f.mainBank.id,
        activity: '',
        avatar: null,
        self_employed: false,
        accompanying: maria,
        full_name: '',
        director_name: '',
        director_post: '',
      },
    };
    expect(data.companies).toEqual([
      main,
      expect.objectContaining({
        id: f.bare.id,
        kpp: '',
        current_user_position: 'owner',
        documents: [],
        users: [member(f.client, 'owner', 'Владелец')],
        banks: [],
        new_users: [],
        company_meta: expect.objectContaining({ managers: [] }),
        info: expect.objectContaining({ accompanying: null, main_bank_id: null }),
      }),
    ]);
    expect(data.active_company).toEqual(data.companies[0]);
    expect(data.accompanying).toEqual(maria);
    expect(data.devices).toEqual([
      { id: f.device?.id, token: 'fcm-token-1', device_info: { platform: 'android' } },
    ]);
    expect(data.notifications).toEqual([
      {
        id: f.notification?.id,
        type: 'COMPANY_USER_INVITED',
        data: { type: 'COMPANY_USER_INVITED' },
        read_at: null,
        created_at: f.notification?.createdAt.toISOString(),
      },
    ]);
    expect(data.meta).toEqual({
      avatar: null,
      last_name: 'Сидоров',
      patronymic: 'Алексеевич',
      nickname: 'Петя',
      birthday: '1990-05-01',
      phone_messenger: '',
      phone_city: '',
      contact_method: '',
      cloud_database: '',
      accompanying: maria,
      deletion_scheduled_at: null,
    });
  });

  it('lists a staff member’s assigned companies as manager, and their own membership first', async () => {
    const f = await clientWithEverything();
    const other = await createCompany(t.db, f.client.id, {
      name: 'ООО «Лютик»',
      inn: nextLegalInn(),
    });
    await assignStaff(t.db, { companyId: other.id, userId: f.second.id, assignedBy: null });

    const data = await fullUserOf(f.second);
    expect(
      data.companies.map((company: { id: number; current_user_position: string }) => [
        company.id,
        company.current_user_position,
      ]),
    ).toEqual([
      [f.main.id, 'manager'],
      [other.id, 'manager'],
    ]);
    expect(data.companies[1].users).toEqual([member(f.client, 'owner', 'Владелец')]);
    expect(data.companies[1].company_meta.managers).toEqual([
      { id: f.second.id, name: 'Сидоров Олег Алексеевич' },
    ]);

    await addCompanyUser(t.db, { companyId: f.bare.id, userId: f.second.id, position: 'employee' });
    await assignStaff(t.db, { companyId: f.bare.id, userId: f.second.id, assignedBy: null });
    const again = await fullUserOf(f.second);
    expect(again.companies.map((company: { id: number }) => company.id)).toEqual([
      f.main.id,
      f.bare.id,
      other.id,
    ]);
    expect(again.companies[1].current_user_position).toBe('employee');
  });
});

import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import {
  alreadyInvited,
  alreadyMember,
  cannotManageUsers,
  invitationNotFound,
  ownerCannotBeRemoved,
  ownerPositionFixed,
} from './companies.errors.ts';
import { addMember, companyWithOwner, signIn } from './companies.test-support.ts';

const t = useTestApp();

async function invite(
  headers: { authorization: string },
  companyId: number,
  payload: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/invitations`,
    headers,
    payload,
  });
}

describe('company users', () => {
  it('lists the owner first with position names', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const response = await t.app.inject({
      url: `/api/v1/companies/${company.id}/users`,
      headers: employee.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ id: owner.user.id, position: 'owner', position_name: 'Владелец' }),
      expect.objectContaining({ id: employee.user.id, position: 'employee', is_owner: false }),
    ]);
  });

  it('lets the owner change a position but never the owner’s own', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}/users/${employee.user.id}`,
      headers: owner.headers,
      payload: { position: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({
      position: 'admin',
      position_name: 'Администратор',
    });
    const ownerChange = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}/users/${owner.user.id}`,
      headers: owner.headers,
      payload: { position: 'employee' },
    });
    expect(ownerChange.statusCode).toBe(422);
    expect(ownerChange.json()).toEqual(errorBody(ownerPositionFixed()));
  });

  it('forbids an employee to manage users', async () => {
    const { company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const admin = await addMember(t.app, t.db, company.id, 'admin');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/users/${admin.user.id}`,
      headers: employee.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorBody(cannotManageUsers()));
  });

  it('lets a company admin remove an employee, never the owner; the removed user loses access', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const admin = await addMember(t.app, t.db, company.id, 'admin');
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const removeOwner = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/users/${owner.user.id}`,
      headers: admin.headers,
    });
    expect(removeOwner.statusCode).toBe(422);
    expect(removeOwner.json()).toEqual(errorBody(ownerCannotBeRemoved()));
    const removeEmployee = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/users/${employee.user.id}`,
      headers: admin.headers,
    });
    expect(removeEmployee.statusCode).toBe(204);
    const after = await t.app.inject({
      url: `/api/v1/companies/${company.id}`,
      headers: employee.headers,
    });
    expect(after.statusCode).toBe(404);
  });

  it('lets a member leave a company', async () => {
    const { company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/users/${employee.user.id}`,
      headers: employee.headers,
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('invitations', () => {
  it('invites by e-mail; the invitee sees it, accepts once, and joins with the position', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const invitee = await signIn(t.app, t.db);
    const created = await invite(owner.headers, company.id, {
      email: invitee.user.email?.toUpperCase(),
      position: 'employee',
    });
    expect(created.statusCode).toBe(201);
    const invitation = created.json().data;
    expect(invitation).toMatchObject({
      company_id: company.id,
      company_name: company.name,
      email: invitee.user.email,
      status: 'PENDING',
      position_name: 'Сотрудник',
    });
    const shown = await t.app.inject({
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
    });
    expect(shown.json().data.new_users).toHaveLength(1);

    const mine = await t.app.inject({ url: '/api/v1/invitations', headers: invitee.headers });
    expect(mine.json().data.map((item: { id: number }) => item.id)).toEqual([invitation.id]);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${invitation.id}/accept`,
      headers: invitee.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      id: company.id,
      current_user_position: 'employee',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${invitation.id}/accept`,
      headers: invitee.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(invitationNotFound()));
  });

  it('invites by phone in any format; only the invited contact can accept', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const invitee = await signIn(t.app, t.db, { phone: '79161234567' });
    const stranger = await signIn(t.app, t.db);
    const created = await invite(owner.headers, company.id, {
      phone: '8 (916) 123-45-67',
      position: 'admin',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.phone).toBe('79161234567');
    const id = created.json().data.id as number;
    const byStranger = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${id}/accept`,
      headers: stranger.headers,
    });
    expect(byStranger.statusCode).toBe(404);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${id}/decline`,
      headers: invitee.headers,
    });
    expect(declined.statusCode).toBe(204);
  });

  it('refuses a second pending invitation to the same contact and an invitation of a member', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const member = await addMember(t.app, t.db, company.id, 'employee');
    const first = await invite(owner.headers, company.id, {
      email: 'new@romashka.test',
      position: 'employee',
    });
    expect(first.statusCode).toBe(201);
    const second = await invite(owner.headers, company.id, {
      email: 'new@romashka.test',
      position: 'admin',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(errorBody(alreadyInvited()));
    const ofMember = await invite(owner.headers, company.id, {
      email: member.user.email,
      position: 'employee',
    });
    expect(ofMember.statusCode).toBe(409);
    expect(ofMember.json()).toEqual(errorBody(alreadyMember()));
  });

  it.each([
    ['no contact', { position: 'employee' }, 'phone'],
    ['both contacts', { phone: '79160000000', email: 'a@b.ru', position: 'employee' }, 'email'],
    ['a wrong phone', { phone: '12345', position: 'employee' }, 'phone'],
    ['an owner position', { email: 'x@romashka.test', position: 'owner' }, 'position'],
  ])('answers 422 for %s', async (_case, payload, field) => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await invite(owner.headers, company.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBeDefined();
  });

  it('lets the owner cancel an invitation; an employee may not invite', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const denied = await invite(employee.headers, company.id, {
      email: 'z@romashka.test',
      position: 'employee',
    });
    expect(denied.statusCode).toBe(403);
    const created = await invite(owner.headers, company.id, {
      email: 'z@romashka.test',
      position: 'employee',
    });
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/invitations/${created.json().data.id}`,
      headers: owner.headers,
    });
    expect(cancelled.statusCode).toBe(204);
  });
});

// The company events on `private-user.{id}` reach the user's socket with the payload of
// their domain contract (companies.events.ts), checked by its schema.
import { privateUserEventSchemas } from '@kabinet/domain/realtime';
import { describe, expect, it } from 'vitest';

import { nextEvent, useTestSockets } from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { addMember, companyWithOwner, signIn } from './companies.test-support.ts';

const t = useTestApp();
const { inbox } = useTestSockets(() => t.app);

describe('company events on the private channel', () => {
  it('CompanyInvitationCreated: the invitee hears the invitation as GET /invitations lists it', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const invitee = await signIn(t.app, t.db);
    const socket = await inbox(invitee);
    const arrived = nextEvent(socket, (e) => e.event === 'CompanyInvitationCreated');
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/invitations`,
      headers: owner.headers,
      payload: { email: invitee.user.email, position: 'employee' },
    });
    expect(invited.statusCode).toBe(201);
    const { data } = await arrived;
    expect(privateUserEventSchemas.CompanyInvitationCreated.parse(data)).toEqual(data);
    const listed = await t.app.inject({ url: '/api/v1/invitations', headers: invitee.headers });
    expect(listed.json().data).toEqual([data]);
  });

  it('CompanyUserRemoved: the removed member hears which company', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const socket = await inbox(employee);
    const arrived = nextEvent(socket, (e) => e.event === 'CompanyUserRemoved');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${company.id}/users/${employee.user.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    const { data } = await arrived;
    expect(privateUserEventSchemas.CompanyUserRemoved.parse(data)).toEqual({
      company_id: company.id,
    });
  });

  it('CompanyUpdated: a colleague hears that the company’s data was saved', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const socket = await inbox(employee);
    const arrived = nextEvent(socket, (e) => e.event === 'CompanyUpdated');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}`,
      headers: owner.headers,
      payload: { name: 'ООО «Новое имя»' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { data } = await arrived;
    expect(privateUserEventSchemas.CompanyUpdated.parse(data)).toEqual({ company_id: company.id });
  });
});

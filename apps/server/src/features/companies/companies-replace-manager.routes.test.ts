// «Сменить менеджера» (the client card): PUT /admin/companies/{id}/manager replaces the
// company's managers with one in one transaction; chat and the audit log follow.
import { describe, expect, it } from 'vitest';

import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { chatCompany, createConversation, sendText } from '../chat/chat.test-support.ts';

import { adminOnly, companyNotFound, managerRoleRequired } from './companies.errors.ts';
import { signIn } from './companies.test-support.ts';

const t = useTestApp();

function replaceManager(headers: { authorization: string }, companyId: number, userId: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/companies/${companyId}/manager`,
    headers,
    payload: { user_id: userId },
  });
}

const memberIds = (conversation: { chat_users: { user_id: number | null }[] }) =>
  conversation.chat_users.map((chatUser) => chatUser.user_id);

describe('PUT /api/v1/admin/companies/{id}/manager', () => {
  it('swaps the managers at once: the new one gets the chat with its history, the old ones lose it, the audit log records both', async () => {
    const s = await chatCompany(t.app, t.db);
    const second = await signIn(t.app, t.db, { roleSlug: 'project_manager' });
    await t.db.insert(staffAssignments).values({ companyId: s.company.id, userId: second.user.id });
    const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
    await sendText(t.app, s.client, id, 'Когда будет готов акт сверки?');
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const successor = await signIn(t.app, t.db, {
      name: 'Ольга',
      lastName: 'Новикова',
      patronymic: '',
      roleSlug: 'manager',
    });

    const response = await replaceManager(admin.headers, s.company.id, successor.user.id);

    expect(response.statusCode).toBe(200);
    expect(response.json().data.company_meta.managers).toEqual([
      { id: successor.user.id, name: 'Новикова Ольга' },
    ]);
    const history = await t.app.inject({
      url: `/api/chat/messages/${id}`,
      headers: successor.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((message: { text: string }) => message.text)).toEqual([
      'Когда будет готов акт сверки?',
    ]);
    for (const old of [s.manager, second]) {
      const gone = await t.app.inject({
        url: `/api/v1/chat/conversations/${id}`,
        headers: old.headers,
      });
      expect(gone.statusCode).toBe(404);
      const card = await t.app.inject({
        url: `/api/v1/companies/${s.company.id}`,
        headers: old.headers,
      });
      expect(card.statusCode).toBe(404);
    }
    const seen = await t.app.inject({
      url: `/api/v1/chat/conversations/${id}`,
      headers: s.client.headers,
    });
    expect(memberIds(seen.json().data)).toContain(successor.user.id);
    expect(memberIds(seen.json().data)).not.toContain(s.manager.user.id);
    expect(memberIds(seen.json().data)).not.toContain(second.user.id);

    const audit = await t.app.inject({
      url: `/api/v1/admin/audit?company_id=${s.company.id}`,
      headers: admin.headers,
    });
    const entries = (audit.json().data as { action: string; actor: { id: number } }[])
      .map((entry) => ({ action: entry.action, actor: entry.actor.id }))
      .reverse();
    expect(entries).toEqual([
      { action: 'manager.assigned', actor: admin.user.id },
      { action: 'manager.unassigned', actor: admin.user.id },
      { action: 'manager.unassigned', actor: admin.user.id },
    ]);
    expect(audit.json().data[0].after).toEqual({
      managers: [{ id: successor.user.id, name: 'Новикова Ольга' }],
    });
  });

  it('keeps the manager who is chosen again and records nothing', async () => {
    const s = await chatCompany(t.app, t.db);
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const response = await replaceManager(admin.headers, s.company.id, s.manager.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.company_meta.managers.map((m: { id: number }) => m.id)).toEqual([
      s.manager.user.id,
    ]);
    const audit = await t.app.inject({
      url: `/api/v1/admin/audit?company_id=${s.company.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data).toEqual([]);
  });

  it('answers 422 for a user who is not staff and changes nothing', async () => {
    const s = await chatCompany(t.app, t.db);
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const response = await replaceManager(admin.headers, s.company.id, s.outsider.user.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(managerRoleRequired()));
    const card = await t.app.inject({
      url: `/api/v1/companies/${s.company.id}`,
      headers: s.manager.headers,
    });
    expect(card.statusCode).toBe(200);
  });

  it('answers 404 for a company that does not exist', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const response = await replaceManager(admin.headers, 987_654, manager.user.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(companyNotFound()));
  });

  it('answers 403 to a manager, even of that company, and to a client', async () => {
    const s = await chatCompany(t.app, t.db);
    const successor = await signIn(t.app, t.db, { roleSlug: 'manager' });
    for (const who of [s.manager, s.client]) {
      const response = await replaceManager(who.headers, s.company.id, successor.user.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(adminOnly()));
    }
    const card = await t.app.inject({
      url: `/api/v1/companies/${s.company.id}`,
      headers: successor.headers,
    });
    expect(card.statusCode).toBe(404);
  });
});

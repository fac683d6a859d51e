// The staff inbox. Every conversation of a staff member across companies, newest
// activity first, with the company, unread counts and how long the client has waited; only for
// staff, and only conversations of companies they may use.
import { beforeAll, describe, expect, it } from 'vitest';

import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import {
  chatCompany,
  createConversation,
  sendText,
  type ChatCompany,
} from './chat.test-support.ts';

const t = useTestApp();
let s: ChatCompany;
let mainId: number;
let otherId: number;

type Row = {
  conversation: { id: number; name: string; unread_count: number };
  company: { id: number; name: string };
  waiting_since: string | null;
};

async function inbox(headers: { authorization: string }, query = '') {
  const response = await t.app.inject({ url: `/api/v1/chat/inbox${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as Row[];
}

const row = (rows: Row[], id: number) => rows.find((item) => item.conversation.id === id);

beforeAll(async () => {
  s = await chatCompany(t.app, t.db);
  mainId = (
    await createConversation(t.app, s.client, { company_id: s.company.id, name: 'Бухгалтерия' })
  ).id;
  // A second company of another client, served by the same manager.
  const other = await createUser(t.db, { name: 'Вера' });
  const otherCompany = await createCompany(t.db, other.id, { name: 'ООО «Вектор»' });
  await t.db
    .insert(staffAssignments)
    .values({ companyId: otherCompany.id, userId: s.manager.user.id });
  const otherPerson = { user: other, token: '', headers: bearer(await loginAs(t.app, other)) };
  otherId = (
    await createConversation(t.app, otherPerson, { company_id: otherCompany.id, name: 'Зарплата' })
  ).id;
});

describe('GET /api/v1/chat/inbox', () => {
  it('lists the conversations of every company the manager serves, with the client waiting', async () => {
    // The test clock stands still: a minute later than the conversations were created.
    t.clock.advance(60);
    const sent = await sendText(t.app, s.client, mainId, 'Когда будет готов отчёт?');
    expect(sent.statusCode).toBe(201);
    const rows = await inbox(s.manager.headers);
    expect(rows.map((item) => item.conversation.id)).toEqual([mainId, otherId]);
    const main = row(rows, mainId);
    expect(main?.company).toEqual({ id: s.company.id, name: s.company.name });
    expect(main?.conversation.unread_count).toBe(1);
    expect(main?.waiting_since).toBe(sent.json().data.created_at);
    expect(row(rows, otherId)?.waiting_since).toBeNull();
  });

  it('stops the waiting when staff answers, and starts it again at the next client message', async () => {
    t.clock.advance(60);
    expect((await sendText(t.app, s.manager, mainId, 'Завтра к обеду')).statusCode).toBe(201);
    expect(row(await inbox(s.manager.headers), mainId)?.waiting_since).toBeNull();
    expect(await inbox(s.manager.headers, '?filter=unanswered')).toEqual([]);

    t.clock.advance(60);
    const again = await sendText(t.app, s.client, mainId, 'Спасибо! И ещё вопрос');
    const waiting = await inbox(s.manager.headers, '?filter=unanswered');
    expect(waiting.map((item) => item.conversation.id)).toEqual([mainId]);
    expect(waiting[0]?.waiting_since).toBe(again.json().data.created_at);
  });

  it('filters by company and by name', async () => {
    const byCompany = await inbox(s.manager.headers, `?company_id=${s.company.id}`);
    expect(byCompany.map((item) => item.conversation.id)).toEqual([mainId]);
    const byName = await inbox(s.manager.headers, `?query=${encodeURIComponent('зарп')}`);
    expect(byName.map((item) => item.conversation.id)).toEqual([otherId]);
  });

  it('shows another manager none of the companies they do not serve', async () => {
    const stranger = await createUser(t.db, { roleSlug: 'manager', name: 'Пётр' });
    expect(await inbox(bearer(await loginAs(t.app, stranger)))).toEqual([]);
  });

  it('keeps «mine» to the companies assigned to the caller', async () => {
    const mine = await inbox(s.manager.headers, '?filter=mine');
    expect(mine.map((item) => item.conversation.id)).toEqual([mainId, otherId]);
  });

  it('is for staff only: a client gets 403', async () => {
    const response = await t.app.inject({ url: '/api/v1/chat/inbox', headers: s.client.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Раздел доступен только сотрудникам.' });
  });
});

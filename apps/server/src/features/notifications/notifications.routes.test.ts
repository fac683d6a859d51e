// SPEC §7 mark-read and our list: only the caller's own notifications, newest first, the other
// tabs told on private-user.{id}; SPEC §4: a non-manager's chat notifications go once read.
import { NOTIFICATION_TYPE } from '@kabinet/domain/notifications';
import { describe, expect, it } from 'vitest';

import { notifications } from '../../db/schema/notifications.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { collect, nextEvent, settle, useTestSockets } from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { chatCompany, createConversation, sendText } from '../chat/chat.test-support.ts';

const t = useTestApp();
const { inbox } = useTestSockets(() => t.app);

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await loginAs(t.app, user)) };
}

/** `count` notifications of the user, one a minute apart (oldest first). */
async function seed(user: UserRow, count = 3) {
  const start = Date.now() - count * 60_000;
  return t.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, n) => ({
        userId: user.id,
        type: NOTIFICATION_TYPE.TASK_UPDATED,
        data: { type: NOTIFICATION_TYPE.TASK_UPDATED, n },
        createdAt: new Date(start + n * 60_000),
      })),
    )
    .returning();
}

function markRead(headers: { authorization: string } | undefined, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notifications/mark-read',
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const list = (headers: { authorization: string }, query = '') =>
  t.app.inject({ url: `/api/v1/notifications${query}`, headers });

describe('POST /api/notifications/mark-read', () => {
  it('marks the listed notifications and answers {id, read_at}', async () => {
    const me = await signedIn();
    const [a, b, c] = await seed(me.user);
    const answer = await markRead(me.headers, { notifications_ids: [a!.id, c!.id] });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as { id: string; read_at: string }[];
    expect(data.map((item) => item.id).sort()).toEqual([a!.id, c!.id].sort());
    expect(data.every((item) => !Number.isNaN(Date.parse(item.read_at)))).toBe(true);
    const listed = (await list(me.headers)).json().data as { id: string; read_at: string | null }[];
    expect(listed.find((n) => n.id === b!.id)?.read_at).toBeNull();
    expect(listed.filter((n) => n.read_at !== null)).toHaveLength(2);
    // Already read: nothing more to mark.
    expect((await markRead(me.headers, { notifications_ids: [a!.id] })).json().data).toEqual([]);
  });

  it('marks all unread ones without ids', async () => {
    const me = await signedIn();
    await seed(me.user);
    const answer = await markRead(me.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toHaveLength(3);
    const listed = (await list(me.headers)).json().data as { read_at: string | null }[];
    expect(listed.every((n) => n.read_at !== null)).toBe(true);
    expect((await markRead(me.headers, {})).json().data).toEqual([]);
  });

  it("leaves another user's notifications untouched and does not reveal them", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const [mine] = await seed(me.user, 1);
    const theirs = await seed(other.user, 2);
    const answer = await markRead(me.headers, {
      notifications_ids: [mine!.id, ...theirs.map((n) => n.id)],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.map((n: { id: string }) => n.id)).toEqual([mine!.id]);
    // «Mark all» of mine never reaches theirs either.
    await markRead(me.headers);
    const listed = (await list(other.headers)).json().data as { read_at: string | null }[];
    expect(listed).toHaveLength(2);
    expect(listed.every((n) => n.read_at === null)).toBe(true);
    expect((await list(me.headers)).json().data).toHaveLength(1);
  });

  it('answers 401 without a token and 422 for malformed ids', async () => {
    expect((await markRead(undefined, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/notifications' })).statusCode).toBe(401);
    const me = await signedIn();
    for (const payload of [{ notifications_ids: 'все' }, { notifications_ids: [1, 2] }]) {
      const answer = await markRead(me.headers, payload);
      expect(answer.statusCode).toBe(422);
      const fields = Object.keys(answer.json().errors as object);
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.every((field) => field.startsWith('notifications_ids'))).toBe(true);
    }
    // Well-formed strings that are nobody's id are simply not marked.
    expect((await markRead(me.headers, { notifications_ids: ['не-uuid'] })).json().data).toEqual(
      [],
    );
  });

  it('tells the other tabs on private-user.{id}', async () => {
    const me = await signedIn();
    const [n] = await seed(me.user, 1);
    const token = me.headers.authorization.slice('Bearer '.length);
    const socket = await inbox({ user: me.user, token });
    const event = nextEvent(socket, (e) => e.event === 'NotificationsRead');
    const answer = await markRead(me.headers, { notifications_ids: [n!.id] });
    expect((await event).data).toEqual({ notifications: answer.json().data });
  });
});

describe('GET /api/v1/notifications', () => {
  it('lists the caller’s notifications newest first, page by page', async () => {
    const me = await signedIn();
    const seeded = await seed(me.user, 5);
    const newestFirst = [...seeded].reverse().map((n) => n.id);
    const first = (await list(me.headers, '?limit=2')).json();
    expect(first.data.map((n: { id: string }) => n.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await list(me.headers, `?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.data.map((n: { id: string }) => n.id)).toEqual(newestFirst.slice(2, 4));
    const third = (await list(me.headers, `?limit=2&cursor=${second.next_cursor}`)).json();
    expect(third.data.map((n: { id: string }) => n.id)).toEqual(newestFirst.slice(4));
    expect(third.next_cursor).toBeNull();
    expect((await list(me.headers, '?limit=0')).statusCode).toBe(422);
  });
});

describe('SPEC §4: chat notifications when the conversation is read', () => {
  it("removes a non-manager's and marks a manager's read, telling each on their channel", async () => {
    const s = await chatCompany(t.app, t.db);
    const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
    await sendText(t.app, s.manager, id, 'Акт сверки готов');
    await sendText(t.app, s.client, id, 'Спасибо!');
    type Listed = { id: string; type: string; read_at: string | null; data: ChatData };
    type ChatData = { message?: { chat_conversation_id: number } };
    const chatOf = (body: { data: Listed[] }) =>
      body.data.filter(
        (n) =>
          n.type === NOTIFICATION_TYPE.NEW_CHAT_MESSAGE &&
          n.data.message?.chat_conversation_id === id,
      );
    const clientBefore = chatOf((await list(s.client.headers)).json());
    expect(clientBefore).toHaveLength(1);
    expect(chatOf((await list(s.manager.headers)).json())).toHaveLength(1);

    const clientInbox = await inbox(s.client);
    const managerInbox = await inbox(s.manager);
    const removed = nextEvent(clientInbox, (e) => e.event === 'ChatConversationNotificationsRead');
    const read = nextEvent(managerInbox, (e) => e.event === 'NotificationsRead');

    for (const who of [s.client, s.manager]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/v1/chat/conversations/${id}/read`,
        headers: who.headers,
      });
      expect(answer.statusCode).toBe(200);
    }
    expect((await removed).data).toEqual({ read_notification_ids: clientBefore.map((n) => n.id) });
    expect(chatOf((await list(s.client.headers)).json())).toEqual([]);
    const managerAfter = chatOf((await list(s.manager.headers)).json());
    expect(managerAfter).toHaveLength(1);
    expect(managerAfter[0]?.read_at).not.toBeNull();
    expect((await read).data).toEqual({
      notifications: [{ id: managerAfter[0]?.id, read_at: managerAfter[0]?.read_at }],
    });

    // Reading again changes nothing and publishes nothing.
    const events = collect(clientInbox);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${id}/read`,
      headers: s.client.headers,
    });
    await settle();
    expect(events.map((e) => e.event)).not.toContain('ChatConversationNotificationsRead');
  });
});

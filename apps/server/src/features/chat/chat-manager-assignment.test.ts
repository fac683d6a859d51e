// «Chat follows the manager»: a newly assigned manager joins every conversation of the
// company with its whole history and hears of it on their open tabs; the manager they replace
// leaves those conversations (ADR 008); conversations started later include the current managers.
import { presenceChatChannel, privateUserChannel } from '@kabinet/domain/realtime';
import { describe, expect, it } from 'vitest';

import { nextEvent, subscribeTo } from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import {
  chatCompany,
  createConversation,
  sendText,
  useChatSockets,
  type Person,
} from './chat.test-support.ts';

const t = useTestApp();
const { openSocket } = useChatSockets(t);

async function person(overrides: Parameters<typeof createUser>[1]): Promise<Person> {
  const user = await createUser(t.db, overrides);
  const token = await loginAs(t.app, user);
  return { user, token, headers: bearer(token) };
}

const chatUserIdsOf = (conversation: { chat_users: { user_id: number | null }[] }) =>
  conversation.chat_users.map((chatUser) => chatUser.user_id);

describe('reassigning a company’s manager', () => {
  it('adds the new manager to every conversation with its history and takes the old one out', async () => {
    const s = await chatCompany(t.app, t.db);
    const admin = await person({ roleSlug: 'admin' });
    const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
    expect(
      (await sendText(t.app, s.client, id, 'Добрый день, где акт за октябрь?')).statusCode,
    ).toBe(201);
    const successor = await person({ name: 'Ольга', lastName: 'Новикова', roleSlug: 'manager' });

    const successorInbox = await openSocket();
    const own = privateUserChannel(successor.user.id);
    expect((await subscribeTo(t.app, successorInbox, successor.token, own)).ok).toBe(true);
    const predecessorInbox = await openSocket();
    const old = privateUserChannel(s.manager.user.id);
    expect((await subscribeTo(t.app, predecessorInbox, s.manager.token, old)).ok).toBe(true);
    const conversationSocket = await openSocket();
    const channel = presenceChatChannel(id);
    expect((await subscribeTo(t.app, conversationSocket, s.client.token, channel)).ok).toBe(true);

    const added = nextEvent(successorInbox, (e) => e.event === 'ConversationAdded');
    const joined = nextEvent(conversationSocket, (e) => e.event === 'ChatUserJoined');
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/companies/${s.company.id}/managers`,
      headers: admin.headers,
      payload: { user_id: successor.user.id },
    });
    expect(assigned.statusCode).toBe(200);
    const addedData = (await added).data as { id: number; chat_users: { user_id: number }[] };
    expect(addedData.id).toBe(id);
    expect(chatUserIdsOf(addedData)).toContain(successor.user.id);
    expect((await joined).data).toMatchObject({
      chat_conversation_id: id,
      chat_user: { user_id: successor.user.id, name: 'Ольга Новикова' },
    });

    // The successor sees the whole history and may join the conversation's channel.
    const history = await t.app.inject({
      url: `/api/chat/messages/${id}`,
      headers: successor.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((message: { text: string }) => message.text)).toEqual([
      'Добрый день, где акт за октябрь?',
    ]);
    const live = await openSocket();
    expect((await subscribeTo(t.app, live, successor.token, channel)).ok).toBe(true);
    // The history is context, not news: nothing is unread for the newcomer, and the client's
    // unanswered question waits at the top of their inbox instead.
    const inbox = await t.app.inject({
      url: '/api/v1/chat/inbox?filter=unanswered',
      headers: successor.headers,
    });
    const row = (
      inbox.json().data as {
        conversation: { id: number; unread_count: number };
        waiting_since: string | null;
      }[]
    ).find((item) => item.conversation.id === id);
    expect(row?.conversation.unread_count).toBe(0);
    expect(row?.waiting_since).not.toBeNull();

    const removed = nextEvent(predecessorInbox, (e) => e.event === 'ConversationRemoved');
    const unassigned = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/companies/${s.company.id}/managers/${s.manager.user.id}`,
      headers: admin.headers,
    });
    expect(unassigned.statusCode).toBe(200);
    expect((await removed).data).toEqual({ chat_conversation_id: id });
    const gone = await t.app.inject({
      url: `/api/v1/chat/conversations/${id}`,
      headers: s.manager.headers,
    });
    expect(gone.statusCode).toBe(404);
    const seen = await t.app.inject({
      url: `/api/v1/chat/conversations/${id}`,
      headers: s.client.headers,
    });
    const members = chatUserIdsOf(seen.json().data);
    expect(members).toContain(successor.user.id);
    expect(members).not.toContain(s.manager.user.id);

    // A conversation the client starts later includes the current manager only.
    const later = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Зарплата за ноябрь',
    });
    expect(chatUserIdsOf(later)).toContain(successor.user.id);
    expect(chatUserIdsOf(later)).not.toContain(s.manager.user.id);
  });

  it('assigning a manager again adds nobody twice and tells nobody', async () => {
    const s = await chatCompany(t.app, t.db);
    const admin = await person({ roleSlug: 'admin' });
    const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/companies/${s.company.id}/managers`,
      headers: admin.headers,
      payload: { user_id: s.manager.user.id },
    });
    expect(again.statusCode).toBe(200);
    const seen = await t.app.inject({
      url: `/api/v1/chat/conversations/${id}`,
      headers: s.client.headers,
    });
    const managers = chatUserIdsOf(seen.json().data).filter(
      (userId) => userId === s.manager.user.id,
    );
    expect(managers).toHaveLength(1);
  });
});

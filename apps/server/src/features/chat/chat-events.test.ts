// Every chat change reaches presence-chat.{id} (and private-user.{id}) after commit, with the
// same JSON as the REST answer; notifications for participants who are not in the conversation.
import { presenceChatChannel, privateUserChannel } from '@kabinet/domain/realtime';
import { describe, expect, it } from 'vitest';

import { nextEvent, subscribeTo } from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { createConversation, sendText, useChatSockets, type Person } from './chat.test-support.ts';

const t = useTestApp();
const { s, openSocket } = useChatSockets(t);

async function listen(who: Person, channel: string) {
  const socket = await openSocket();
  expect((await subscribeTo(t.app, socket, who.token, channel)).ok).toBe(true);
  return socket;
}
const named = (name: string) => (e: { event: string }) => e.event === name;

describe('presence-chat events', () => {
  it('publishes edits, deletes and reads with the REST JSON', async () => {
    const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
    const socket = await listen(s.client, presenceChatChannel(id));
    const sent = (await sendText(t.app, s.manager, id, 'Отчёт сдан')).json().data;

    const updated = nextEvent(socket, named('MessageUpdated'));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/chat/messages/${sent.id}`,
      headers: s.manager.headers,
      payload: { text: 'Отчёт сдан в ФНС' },
    });
    expect((await updated).data).toEqual(edit.json().data);

    const read = nextEvent(socket, named('MessagesRead'));
    const readAnswer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${id}/read`,
      headers: s.client.headers,
    });
    expect((await read).data).toMatchObject({
      chat_conversation_id: id,
      read_messages: readAnswer.json().data.read_messages,
    });

    const deleted = nextEvent(socket, named('MessageDeleted'));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/messages/${sent.id}`,
      headers: s.manager.headers,
    });
    // The delete takes the next change_seq after the edit (reads are not changes).
    expect((await deleted).data).toEqual({
      id: sent.id,
      chat_conversation_id: id,
      change_seq: edit.json().data.change_seq + 1,
    });
  });

  it('publishes joins and leaves, and tells the users on their private channels', async () => {
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Участники',
    });
    const room = await listen(s.client, presenceChatChannel(id));
    const employeeInbox = await listen(s.employee, privateUserChannel(s.employee.user.id));

    const joined = nextEvent(room, named('ChatUserJoined'));
    const added = nextEvent(employeeInbox, named('ConversationAdded'));
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${id}/invite`,
      headers: s.client.headers,
      payload: { user_ids: [s.employee.user.id] },
    });
    expect((await joined).data).toMatchObject({
      chat_conversation_id: id,
      chat_user: { user_id: s.employee.user.id },
    });
    expect((await added).data).toMatchObject({ id, name: 'Участники' });

    const left = nextEvent(room, named('ChatUserLeft'));
    const removed = nextEvent(employeeInbox, named('ConversationRemoved'));
    await t.app.inject({
      url: `/api/v1/chat-refactor/conversations/${id}/leave/current`,
      headers: s.employee.headers,
    });
    expect((await left).data).toMatchObject({
      chat_conversation_id: id,
      removed_by_chat_user_id: null,
    });
    expect((await removed).data).toEqual({ chat_conversation_id: id });
  });
});

describe('NEW_CHAT_MESSAGE notifications', () => {
  it('notifies participants who are not in the conversation right now, never the sender', async () => {
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Уведомления',
      user_ids: [s.employee.user.id],
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/user/online',
      headers: s.employee.headers,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/user/change-conversation',
      headers: s.employee.headers,
      payload: { chat_conversation_id: id },
    });
    const managerInbox = await listen(s.manager, privateUserChannel(s.manager.user.id));
    const employeeInbox = await listen(s.employee, privateUserChannel(s.employee.user.id));
    const clientInbox = await listen(s.client, privateUserChannel(s.client.user.id));
    const employeeEvents: string[] = [];
    const clientEvents: string[] = [];
    employeeInbox.on('event', (e: { event: string }) => employeeEvents.push(e.event));
    clientInbox.on('event', (e: { event: string }) => clientEvents.push(e.event));

    const notified = nextEvent(managerInbox, named('NotificationCreated'));
    const sent = (await sendText(t.app, s.client, id, 'Нужна справка 2-НДФЛ')).json().data;
    expect((await notified).data).toMatchObject({
      type: 'NEW_CHAT_MESSAGE',
      read_at: null,
      data: {
        type: 'NEW_CHAT_MESSAGE',
        message: {
          id: sent.id,
          chat_conversation_id: id,
          text: 'Нужна справка 2-НДФЛ',
          chat_user: { name: 'Анна Клиентова' },
        },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(employeeEvents).not.toContain('NotificationCreated');
    expect(clientEvents).not.toContain('NotificationCreated');
    const full = (
      await t.app.inject({ url: '/api/user-full/current', headers: s.manager.headers })
    ).json().data;
    expect(
      full.notifications.some(
        (n: { data: { message?: { id: number } } }) => n.data.message?.id === sent.id,
      ),
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../../demo-seed.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

const t = useTestApp();

describe('demo chat', () => {
  it('gives the demo client a conversation with the manager: 40 messages, 2 unread', async () => {
    await seedDemoData(t.db);
    const token = await loginAs(t.app, DEMO_USERS.client, DEMO_PASSWORD);
    const load = (
      await t.app.inject({ url: '/api/v1/chat/initial-load', headers: bearer(token) })
    ).json().data;
    expect(load.chat_conversations).toHaveLength(1);
    const [conversation] = load.chat_conversations;
    expect(conversation).toMatchObject({ name: 'Бухгалтерия', unread_count: 2 });
    expect(conversation.last_message.text).toMatch(/пишите сюда/);
    expect(load.chat_messages[String(conversation.id)].meta).toMatchObject({
      total: 40,
      last_page: 3,
    });
    const managerToken = await loginAs(t.app, DEMO_USERS.manager, DEMO_PASSWORD);
    const page = await t.app.inject({
      url: `/api/chat/messages/${conversation.id}?page=2`,
      headers: bearer(managerToken),
    });
    expect(page.json().data).toHaveLength(10);
  });

  it('shows the two unread manager messages in the bell, and reading the chat clears them', async () => {
    await seedDemoData(t.db);
    const token = await loginAs(t.app, DEMO_USERS.client, DEMO_PASSWORD);
    const list = async () =>
      (await t.app.inject({ url: '/api/v1/notifications', headers: bearer(token) })).json().data;
    const before = await list();
    expect(before).toHaveLength(2);
    expect(before[0]).toMatchObject({
      type: 'NEW_CHAT_MESSAGE',
      read_at: null,
      data: { message: { text: expect.stringMatching(/пишите сюда/) } },
    });
    const conversationId = before[0].data.message.chat_conversation_id;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${conversationId}/read`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });
});

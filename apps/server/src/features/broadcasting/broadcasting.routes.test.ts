import { presenceChatChannel, privateUserChannel } from '@kabinet/domain/realtime';
import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { chatCompany, createConversation } from '../chat/chat.test-support.ts';

const t = useTestApp();

const authorize = (headers: { authorization: string }, channel: string) =>
  t.app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    headers,
    payload: { socket_id: 'sock_123-abc', channel_name: channel },
  });

describe('POST /broadcasting/auth', () => {
  it('signs presence-chat for participants only, with their member info as channel_data', async () => {
    const s = await chatCompany(t.app, t.db);
    const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
    const channel = presenceChatChannel(id);
    const allowed = await authorize(s.manager.headers, channel);
    expect(allowed.statusCode).toBe(200);
    expect(JSON.parse(allowed.json().channel_data)).toMatchObject({
      user_id: s.manager.user.id,
      name: 'Мария Менеджерова',
    });
    for (const who of [s.outsider, s.employee]) {
      const refused = await authorize(who.headers, channel);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Нет доступа к каналу.' });
    }
    expect((await authorize(s.client.headers, presenceChatChannel(999_999))).statusCode).toBe(403);
  });

  it('refuses a participant who left, and keeps private-user for its owner without channel_data', async () => {
    const s = await chatCompany(t.app, t.db);
    const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
    await t.app.inject({
      url: `/api/v1/chat-refactor/conversations/${id}/leave/current`,
      headers: s.manager.headers,
    });
    expect((await authorize(s.manager.headers, presenceChatChannel(id))).statusCode).toBe(403);
    const own = await authorize(s.client.headers, privateUserChannel(s.client.user.id));
    expect(own.statusCode).toBe(200);
    expect(own.json().channel_data).toBeUndefined();
  });
});

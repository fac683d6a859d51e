import { presenceChatChannel } from '@kabinet/domain/realtime';
import { beforeAll, describe, expect, it } from 'vitest';

import { chatCompany, createConversation, sendText } from '../features/chat/chat.test-support.ts';
import { useTestApp } from '../testing/build-test-app.ts';

import { collect, nextEvent, settle, subscribeTo, useTestSockets } from './realtime.test-client.ts';

const t = useTestApp();
const { open: socket } = useTestSockets(() => t.app);
let s: Awaited<ReturnType<typeof chatCompany>>;
let conversationId: number;
let channel: string;

beforeAll(async () => {
  s = await chatCompany(t.app, t.db);
  conversationId = (await createConversation(t.app, s.client, { company_id: s.company.id })).id;
  channel = presenceChatChannel(conversationId);
});

describe('presence-chat channel authorization', () => {
  it('signs the channel for participants with their member info, and refuses everyone else', async () => {
    const matrix = [
      { who: s.client, allowed: true },
      { who: s.manager, allowed: true },
      { who: s.employee, allowed: false },
      { who: s.outsider, allowed: false },
    ];
    for (const { who, allowed } of matrix) {
      const result = await subscribeTo(t.app, await socket(), who.token, channel);
      expect(result.status).toBe(allowed ? 200 : 403);
    }
  });

  it('refuses a signature whose channel_data was altered', async () => {
    const own = await socket();
    const response = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: s.client.headers,
      payload: { socket_id: own.id, channel_name: channel },
    });
    const answer = response.json();
    expect(JSON.parse(answer.channel_data)).toMatchObject({
      user_id: s.client.user.id,
      name: 'Анна Клиентова',
    });
    const forged = JSON.stringify({
      ...JSON.parse(answer.channel_data),
      name: 'Мария Менеджерова',
    });
    const ack = await own.timeout(2000).emitWithAck('subscribe', {
      channel,
      auth: answer.auth,
      token_id: answer.token_id,
      channel_data: forged,
    });
    expect(ack).toEqual({ ok: false, message: 'Нет доступа к каналу.' });
  });
});

describe('presence and events', () => {
  it('lists members on subscribe and announces joining and leaving', async () => {
    const fresh = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Присутствие',
    });
    const channel = presenceChatChannel(fresh.id);
    const clientSocket = await socket();
    expect((await subscribeTo(t.app, clientSocket, s.client.token, channel)).ok).toBe(true);
    const joining = nextEvent(clientSocket, (e) => e.event === 'presence:joining');
    const managerSocket = await socket();
    const ack = await subscribeTo(t.app, managerSocket, s.manager.token, channel);
    expect(ack.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Анна Клиентова' })]),
    );
    expect((await joining).data).toMatchObject({ name: 'Мария Менеджерова' });
    const leaving = nextEvent(clientSocket, (e) => e.event === 'presence:leaving');
    managerSocket.close();
    expect((await leaving).data).toMatchObject({ name: 'Мария Менеджерова' });
  });

  it('delivers MessageSent with the REST JSON to participants and nothing to an outsider', async () => {
    const clientSocket = await socket();
    await subscribeTo(t.app, clientSocket, s.client.token, channel);
    const outsiderSocket = await socket();
    const outsiderEvents = collect(outsiderSocket);
    await subscribeTo(t.app, outsiderSocket, s.outsider.token, channel);
    const arrived = nextEvent(clientSocket, (e) => e.event === 'MessageSent');
    const sent = (
      await sendText(t.app, s.manager, conversationId, 'Счёт на оплату отправлен')
    ).json().data;
    const event = await arrived;
    expect(event).toEqual({ channel, event: 'MessageSent', data: sent });
    await settle();
    expect(outsiderEvents).toEqual([]);
  });

  it('relays client-typing to the other members only, as the sender’s own chat user', async () => {
    const clientSocket = await socket();
    const managerSocket = await socket();
    const clientEvents = collect(clientSocket);
    await subscribeTo(t.app, clientSocket, s.client.token, channel);
    const managerAck = await subscribeTo(t.app, managerSocket, s.manager.token, channel);
    expect(managerAck.ok).toBe(true);
    const me = JSON.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/broadcasting/auth',
          headers: s.manager.headers,
          payload: { socket_id: managerSocket.id, channel_name: channel },
        })
      ).json().channel_data,
    );
    const typing = nextEvent(clientSocket, (e) => e.event === 'client-typing');
    managerSocket.emit('client-event', {
      channel,
      event: 'client-typing',
      data: { chat_user_id: me.chat_user_id + 1000, name: 'Подделка', typing: true },
    });
    managerSocket.emit('client-event', {
      channel,
      event: 'client-typing',
      data: { chat_user_id: me.chat_user_id, name: me.name, typing: true },
    });
    expect((await typing).data).toEqual({
      chat_user_id: me.chat_user_id,
      name: 'Мария Менеджерова',
      typing: true,
    });
    await settle();
    expect(clientEvents.filter((e) => e.event === 'client-typing')).toHaveLength(1);
    const outsiderSocket = await socket();
    const outsiderEvents = collect(outsiderSocket);
    outsiderSocket.emit('client-event', {
      channel,
      event: 'client-typing',
      data: { chat_user_id: 1, name: 'Чужой', typing: true },
    });
    for (let i = 0; i < 10; i++) {
      managerSocket.emit('client-event', {
        channel,
        event: 'client-typing',
        data: { chat_user_id: me.chat_user_id, name: me.name, typing: true },
      });
    }
    await settle(200);
    expect(clientEvents.filter((e) => e.event === 'client-typing').length).toBeLessThanOrEqual(5);
    expect(outsiderEvents).toEqual([]);
  });
});

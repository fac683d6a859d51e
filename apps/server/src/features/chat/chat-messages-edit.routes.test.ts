import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';

import type { chatCompany } from './chat.test-support.ts';
import { chatCompanyWithConversation, sendText } from './chat.test-support.ts';

const t = useTestApp();
let s: Awaited<ReturnType<typeof chatCompany>>;
let conversationId: number;

beforeAll(async () => {
  ({ s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['employee']));
});

describe('PUT /api/chat/messages/{id}', () => {
  it('lets the author edit, and marks the message edited (updated_at ≠ created_at)', async () => {
    const sent = (await sendText(t.app, s.employee, conversationId, 'Счёт №12 оплачен')).json()
      .data;
    t.clock.advance(60);
    for (const prefix of ['/api/chat', '/api/v1/chat-refactor']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${prefix}/messages/${sent.id}`,
        headers: s.employee.headers,
        payload: { text: 'Счёт №12 оплачен полностью' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.text).toBe('Счёт №12 оплачен полностью');
      expect(response.json().data.updated_at).not.toBe(response.json().data.created_at);
    }
  });

  it('refuses someone else’s message, a missing one and an outsider', async () => {
    const sent = (await sendText(t.app, s.employee, conversationId, 'Моё сообщение')).json().data;
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/chat/messages/${sent.id}`,
      headers: s.client.headers,
      payload: { text: 'Чужая правка' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Можно изменять только свои сообщения' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/chat/messages/999999',
      headers: s.client.headers,
      payload: { text: 'x' },
    });
    expect(missing.json()).toEqual({ message: 'Сообщение не найдено' });
    const outsider = await t.app.inject({
      method: 'PUT',
      url: `/api/chat/messages/${sent.id}`,
      headers: s.outsider.headers,
      payload: { text: 'x' },
    });
    expect(outsider.statusCode).toBe(404);
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `/api/chat/messages/${sent.id}`,
      headers: s.employee.headers,
      payload: { text: 'я'.repeat(4001) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.text).toEqual(['Не длиннее 4000 символов.']);
  });
});

describe('DELETE /api/chat/messages/{id}', () => {
  it('lets the author delete; the message leaves the lists and replies show it as gone', async () => {
    const target = (await sendText(t.app, s.employee, conversationId, 'Удалю это')).json().data;
    const reply = (
      await sendText(t.app, s.client, conversationId, 'Ответ', { reply_message_id: target.id })
    ).json().data;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/messages/${target.id}`,
      headers: s.employee.headers,
    });
    expect(response.json()).toEqual({
      data: {
        id: target.id,
        chat_conversation_id: conversationId,
        change_seq: reply.change_seq + 1,
      },
    });
    const page = (
      await t.app.inject({ url: `/api/chat/messages/${conversationId}`, headers: s.client.headers })
    ).json().data;
    expect(page.map((m: { id: number }) => m.id)).not.toContain(target.id);
    expect(page.find((m: { id: number }) => m.id === reply.id).reply_message).toBeNull();
  });

  it('lets the master delete any message, and refuses other participants', async () => {
    const sent = (await sendText(t.app, s.employee, conversationId, 'Модерация')).json().data;
    const byManager = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/chat-refactor/messages/${sent.id}`,
      headers: s.manager.headers,
    });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toEqual({ message: 'Можно удалять только свои сообщения' });
    const byMaster = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/messages/${sent.id}`,
      headers: s.client.headers,
    });
    expect(byMaster.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/messages/${sent.id}`,
      headers: s.client.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

import { CHAT_PAGE_SIZE, CHAT_PAGE_SIZE_LEGACY } from '@kabinet/domain/chat';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';

import { chatCompany, createConversation, sendText } from './chat.test-support.ts';

const t = useTestApp();
let setup: Awaited<ReturnType<typeof chatCompany>>;
let conversationId: number;

beforeAll(async () => {
  setup = await chatCompany(t.app, t.db);
  conversationId = (await createConversation(t.app, setup.client, { company_id: setup.company.id }))
    .id;
});

describe('POST /api/chat/messages', () => {
  it('stores a message with the next seq and answers it with 201', async () => {
    const response = await sendText(
      t.app,
      setup.client,
      conversationId,
      'Добрый день! Когда будет готов акт сверки?',
    );
    expect(response.statusCode).toBe(201);
    const message = response.json().data;
    expect(message).toMatchObject({
      seq: 1,
      text: 'Добрый день! Когда будет готов акт сверки?',
      type: 'TEXT',
      chat_conversation_id: conversationId,
      user_id: setup.client.user.id,
      chat_user: { name: 'Анна Клиентова' },
      reply_message: null,
      files: [],
      read_at: null,
    });
    expect(message.created_at).toBe(message.updated_at);
  });

  it('returns the same message with 200 when a send is retried with the same client id', async () => {
    const first = await sendText(t.app, setup.manager, conversationId, 'Акт будет завтра', {
      client_id: 'retry-1',
    });
    const again = await sendText(t.app, setup.manager, conversationId, 'Акт будет завтра', {
      client_id: 'retry-1',
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.extra.client_id).toBe('retry-1');
  });

  it('carries the replied message one level deep', async () => {
    const target = (
      await sendText(t.app, setup.client, conversationId, 'Пришлите счёт, пожалуйста')
    ).json().data;
    const reply = (
      await sendText(t.app, setup.manager, conversationId, 'Отправила', {
        reply_message_id: target.id,
      })
    ).json().data;
    expect(reply.reply_message_id).toBe(target.id);
    expect(reply.reply_message).toMatchObject({ id: target.id, text: 'Пришлите счёт, пожалуйста' });
  });

  it('refuses an empty message and a missing date with Russian field errors', async () => {
    const empty = await sendText(t.app, setup.client, conversationId, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'Сообщение не может быть пустым',
      errors: { text: ['Сообщение не может быть пустым'] },
    });
    const noDate = await t.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: setup.client.headers,
      payload: { chat_conversation_id: conversationId, text: 'Привет' },
    });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors['extra[date]']).toEqual(['Укажите время отправки.']);
  });

  it('refuses a reply to a message of another conversation', async () => {
    const other = await createConversation(t.app, setup.client, {
      company_id: setup.company.id,
      name: 'Другой',
    });
    const foreign = (await sendText(t.app, setup.client, other.id, 'Чужое')).json().data;
    const response = await sendText(t.app, setup.client, conversationId, 'Ответ', {
      reply_message_id: foreign.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.reply_message_id).toEqual(['Сообщение для ответа не найдено']);
  });

  it('stores through the newer set too (POST /api/v1/chat-refactor/messages)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat-refactor/messages',
      headers: setup.manager.headers,
      payload: {
        chat_conversation_id: conversationId,
        text: 'Через новый набор',
        extra: { date: '2026-11-21T10:00:00.000Z', client_id: 'refactor-1' },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.extra).toEqual({
      date: '2026-11-21T10:00:00.000Z',
      client_id: 'refactor-1',
    });
  });

  it('answers 401 without a token on every chat call', async () => {
    for (const [method, url] of [
      ['POST', '/api/chat/messages'],
      ['GET', `/api/chat/messages/${conversationId}`],
      ['GET', '/api/v1/chat/conversations'],
      ['GET', '/api/v1/chat/initial-load'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('answers 404 to a user of another company', async () => {
    const response = await sendText(t.app, setup.outsider, conversationId, 'Взлом');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Диалог не найден' });
  });
});

describe('message pages', () => {
  let pagedId: number;
  beforeAll(async () => {
    pagedId = (
      await createConversation(t.app, setup.client, {
        company_id: setup.company.id,
        name: 'Отчёты',
      })
    ).id;
    for (let i = 1; i <= 40; i++) {
      await sendText(t.app, i % 2 ? setup.client : setup.manager, pagedId, `Сообщение ${i}`);
    }
  });

  it('serves the newest 30 in ascending seq on page 1 of the older call, with Laravel meta', async () => {
    const response = await t.app.inject({
      url: `/api/chat/messages/${pagedId}`,
      headers: setup.client.headers,
    });
    const body = response.json();
    expect(body.data).toHaveLength(CHAT_PAGE_SIZE_LEGACY);
    expect(body.data[0].seq).toBe(11);
    expect(body.data.at(-1).seq).toBe(40);
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 30, total: 40 });
    const second = (
      await t.app.inject({
        url: `/api/chat/messages/${pagedId}?page=2`,
        headers: setup.client.headers,
      })
    ).json();
    expect(second.data.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(second.meta.current_page).toBe(second.meta.last_page);
  });

  it('serves pages of 15 in the newer call', async () => {
    const body = (
      await t.app.inject({
        url: `/api/v1/chat-refactor/conversations/${pagedId}/messages?page=3`,
        headers: setup.manager.headers,
      })
    ).json();
    expect(body.data.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.meta).toEqual({
      current_page: 3,
      last_page: 3,
      per_page: CHAT_PAGE_SIZE,
      total: 40,
    });
  });

  it('catches up after a seq and pages before one', async () => {
    const after = (
      await t.app.inject({
        url: `/api/chat/messages/${pagedId}?after_seq=35`,
        headers: setup.client.headers,
      })
    ).json();
    expect(after.data.map((m: { seq: number }) => m.seq)).toEqual([36, 37, 38, 39, 40]);
    const before = (
      await t.app.inject({
        url: `/api/v1/chat/conversations/${pagedId}/messages?before_seq=5&limit=3`,
        headers: setup.client.headers,
      })
    ).json();
    expect(before.data.map((m: { seq: number }) => m.seq)).toEqual([2, 3, 4]);
  });

  it('answers 404 to an outsider and to a non-numeric id', async () => {
    expect(
      (
        await t.app.inject({
          url: `/api/chat/messages/${pagedId}`,
          headers: setup.outsider.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/chat/messages/abc', headers: setup.client.headers }))
        .statusCode,
    ).toBe(404);
  });
});

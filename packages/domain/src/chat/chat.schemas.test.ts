import { describe, expect, it } from 'vitest';

import { chatUser, conversation, message } from './chat.fixtures.ts';
import {
  changeConversationBodySchema,
  conversationSchema,
  editMessageBodySchema,
  fileSchema,
  initialChatLoadSchema,
  inviteBodySchema,
  messageSchema,
  messagesQuerySchema,
  readConversationAnswerSchema,
  readConversationBodySchema,
  sendMessageFieldsSchema,
} from './chat.schemas.ts';

const invoice = {
  id: 5,
  name: 'Счёт №12 от 21.11.2026.pdf',
  mime: 'application/pdf',
  size: 48_213,
  kind: 'document',
  url: '/files/5/download',
  preview_url: null,
};

describe('message wire schema (SPEC §3)', () => {
  it('reads a message with a file and a reply', () => {
    const { reply_message: _nested, ...replied } = message();
    const withReply = message({
      id: 101,
      seq: 2,
      type: 'TEXT_FILE',
      text: 'Счёт во вложении',
      files: [invoice as never],
      reply_message_id: 100,
      reply_message: replied,
      chat_user: chatUser(),
      extra: { date: '2026-11-21T09:01:00.000Z', client_id: 'c-1' },
    });
    expect(messageSchema.parse(withReply)).toEqual(withReply);
  });

  it('keeps the replied message one level deep', () => {
    const nested = message({ reply_message_id: 100, reply_message: message({ id: 100 }) });
    const parsed = messageSchema.parse(
      message({ id: 102, reply_message_id: 101, reply_message: nested }),
    );
    expect(parsed.reply_message).not.toHaveProperty('reply_message');
  });

  it.each([
    { name: 'no seq', change: { seq: undefined } },
    { name: 'a string id', change: { id: '100' } },
    { name: 'an unknown type', change: { type: 'STICKER' } },
    { name: 'no extra.date', change: { extra: {} } },
    { name: 'no created_at', change: { created_at: null } },
  ])('refuses a message with $name', ({ change }) => {
    expect(messageSchema.safeParse({ ...message(), ...change }).success).toBe(false);
  });

  it.each([
    { kind: 'document', ok: true },
    { kind: 'sticker', ok: true },
    { kind: 'executable', ok: false },
  ])('accepts a file of kind $kind: $ok', ({ kind, ok }) => {
    expect(fileSchema.safeParse({ ...invoice, kind }).success).toBe(ok);
  });
});

describe('conversation wire schema (SPEC §3)', () => {
  it('fills unread_count, typing_users, draft and pagination defaults', () => {
    const {
      unread_count: _u,
      typing_users: _t,
      draft_message: _d,
      message_pagination_info: _p,
      messages: _m,
      ...sent
    } = conversation();
    expect(conversationSchema.parse(sent)).toMatchObject({
      unread_count: 0,
      typing_users: [],
      draft_message: null,
      message_pagination_info: null,
      messages: [],
    });
  });

  it.each([
    { type: 'PRIVATE', ok: true },
    { type: 'PUBLIC', ok: true },
    { type: 'GROUP', ok: false },
  ])('accepts type $type: $ok', ({ type, ok }) => {
    expect(conversationSchema.safeParse({ ...conversation(), type }).success).toBe(ok);
  });

  it('reads pagination info with meta and links', () => {
    const info = { meta: { current_page: 1, last_page: 4 }, links: { next: '/api/v1/…?page=2' } };
    const parsed = conversationSchema.parse({ ...conversation(), message_pagination_info: info });
    expect(parsed.message_pagination_info).toEqual(info);
  });
});

describe('initial chat load (SPEC §3)', () => {
  const load = {
    current_chat_user: chatUser(),
    chat_users: [chatUser()],
    chat_conversations: [conversation()],
    current_chat_conversation: null,
    chat_messages: { '7': { data: [message()], meta: { current_page: 1, last_page: 1 } } },
  };

  it('reads messages keyed by conversation id', () => {
    expect(initialChatLoadSchema.parse(load).chat_messages['7']?.data).toHaveLength(1);
  });

  it('refuses a key that is not a conversation id', () => {
    const bad = { ...load, chat_messages: { ромашка: load.chat_messages['7'] } };
    expect(initialChatLoadSchema.safeParse(bad).success).toBe(false);
  });
});

describe('request bodies (SPEC §7)', () => {
  it.each([
    {
      name: 'multipart strings',
      fields: {
        chat_conversation_id: '7',
        text: 'Добрый день',
        'extra[date]': '2026-11-21T09:00:00.000Z',
      },
      expected: {
        chat_conversation_id: 7,
        text: 'Добрый день',
        'extra[date]': '2026-11-21T09:00:00.000Z',
      },
    },
    {
      name: 'a reply with a client id and no text',
      fields: {
        chat_conversation_id: 7,
        reply_message_id: '100',
        'extra[date]': '1763715600000',
        'extra[client_id]': '3f2a-91',
      },
      expected: {
        chat_conversation_id: 7,
        text: '',
        reply_message_id: 100,
        'extra[date]': '1763715600000',
        'extra[client_id]': '3f2a-91',
      },
    },
  ])('reads a send of $name', ({ fields, expected }) => {
    expect(sendMessageFieldsSchema.parse(fields)).toEqual(expected);
  });

  it.each([
    { name: 'no conversation', fields: { 'extra[date]': 'x' } },
    { name: 'conversation 0', fields: { chat_conversation_id: '0', 'extra[date]': 'x' } },
    { name: 'conversation «abc»', fields: { chat_conversation_id: 'abc', 'extra[date]': 'x' } },
    { name: 'no extra[date]', fields: { chat_conversation_id: '7' } },
    {
      name: 'too long a text',
      fields: { chat_conversation_id: '7', 'extra[date]': 'x', text: 'я'.repeat(4001) },
    },
    {
      name: 'a client id with a slash',
      fields: { chat_conversation_id: '7', 'extra[date]': 'x', 'extra[client_id]': 'a/b' },
    },
  ])('refuses a send with $name', ({ fields }) => {
    expect(sendMessageFieldsSchema.safeParse(fields).success).toBe(false);
  });

  it('gives the Russian message of a missing send time', () => {
    const result = sendMessageFieldsSchema.safeParse({ chat_conversation_id: '7' });
    expect(result.error?.issues[0]?.message).toBe('Укажите время отправки.');
  });

  it.each([
    { schema: editMessageBodySchema, body: { text: 'Исправлено: 12 500 ₽' }, ok: true },
    { schema: editMessageBodySchema, body: {}, ok: false },
    { schema: readConversationBodySchema, body: {}, ok: true },
    { schema: readConversationBodySchema, body: { manual_read: true }, ok: true },
    { schema: inviteBodySchema, body: { user_ids: [12, 13] }, ok: true },
    { schema: inviteBodySchema, body: { user_ids: [] }, ok: false },
    { schema: inviteBodySchema, body: { user_ids: ['12'] }, ok: false },
    { schema: changeConversationBodySchema, body: { chat_conversation_id: 7 }, ok: true },
    { schema: changeConversationBodySchema, body: { chat_conversation_id: -7 }, ok: false },
    {
      schema: readConversationAnswerSchema,
      body: { read_messages: [{ id: 100, read_at: '2026-11-21T09:30:00Z' }] },
      ok: true,
    },
  ])('checks $body: $ok (#$#)', ({ schema, body, ok }) => {
    expect(schema.safeParse(body).success).toBe(ok);
  });

  it.each([
    { query: {}, expected: {} },
    { query: { page: '2' }, expected: { page: 2 } },
    { query: { after_seq: '0' }, expected: { after_seq: 0 } },
  ])('reads the messages query $query', ({ query, expected }) => {
    expect(messagesQuerySchema.parse(query)).toEqual(expected);
  });

  it('refuses page 0', () => {
    expect(messagesQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

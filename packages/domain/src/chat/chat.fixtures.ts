import type { ChatUser, Conversation, Message } from './chat.schemas.ts';
import type { PreSentMessage } from './messages-model.ts';

/** Test data: a chat user (Анна Петрова, client of ООО «Ромашка» by default). */
export function chatUser(overrides: Partial<ChatUser> = {}): ChatUser {
  return {
    id: 1,
    user_id: 11,
    current_chat_conversation_id: null,
    name: 'Анна Петрова',
    telegram_id: null,
    platform: 'web',
    state: null,
    online: false,
    created_at: '2026-11-20T09:00:00.000000Z',
    updated_at: '2026-11-20T09:00:00.000000Z',
    ...overrides,
  };
}

/** Test data: a saved message in conversation 7. */
export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 100,
    seq: 1,
    change_seq: 1,
    text: 'Добрый день! Пришлите, пожалуйста, счёт за ноябрь.',
    type: 'TEXT',
    chat_user_id: 1,
    chat_user: null,
    chat_conversation_id: 7,
    user_id: 11,
    reply_message: null,
    reply_message_id: null,
    files: [],
    extra: { date: '2026-11-21T09:00:00.000Z' },
    created_at: '2026-11-21T09:00:01.000000Z',
    updated_at: '2026-11-21T09:00:01.000000Z',
    read_at: null,
    ...overrides,
  };
}

/** Test data: the same send before the server has it (SPEC §4 pre-sent). */
export function preSent(overrides: Partial<PreSentMessage> = {}): PreSentMessage {
  const {
    id: _id,
    seq: _seq,
    change_seq: _change,
    created_at: _c,
    updated_at: _u,
    read_at: _r,
    ...rest
  } = message();
  return {
    ...rest,
    id: null,
    seq: null,
    change_seq: null,
    created_at: null,
    updated_at: null,
    read_at: null,
    ...overrides,
  };
}

/** Test data: conversation 7 «ООО «Ромашка» — бухгалтерия», master chat user 2 (the manager). */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    name: 'ООО «Ромашка» — бухгалтерия',
    type: 'PRIVATE',
    chat_user_id: 2,
    chat_users: [
      chatUser(),
      chatUser({ id: 2, user_id: 12, name: 'Ирина Соколова' }),
      chatUser({ id: 3, user_id: 13, name: 'Олег Смирнов' }),
    ],
    users: [
      { id: 11, name: 'Анна Петрова', role: { role_name: 'Клиент', role_slug: 'client' } },
      { id: 12, name: 'Ирина Соколова', role: { role_name: 'Менеджер', role_slug: 'manager' } },
      { id: 13, name: 'Олег Смирнов', role: { role_name: 'Клиент', role_slug: 'client' } },
    ],
    messages: [],
    last_message: null,
    unread_count: 0,
    typing_users: [],
    draft_message: null,
    message_pagination_info: null,
    created_at: '2026-11-01T07:00:00.000000Z',
    settings: { telegram_chat_id: null, bot_is_admin: false },
    ...overrides,
  };
}

import type { ChatUser, Conversation, Message } from '@kabinet/domain/chat';

/** Test data: Иван Иванов (client, chat user 1) and Мария Смирнова (manager, chat user 2). */
export function chatUser(overrides: Partial<ChatUser> = {}): ChatUser {
  return {
    id: 1,
    user_id: 3,
    current_chat_conversation_id: null,
    name: 'Иван Иванов',
    telegram_id: null,
    platform: null,
    state: null,
    online: false,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export const ivan = chatUser();
export const maria = chatUser({ id: 2, user_id: 1, name: 'Мария Смирнова' });

/** Test data: a saved message of conversation 7. */
export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 100,
    seq: 1,
    change_seq: 1,
    text: 'Добрый день! Пришлите, пожалуйста, счёт за ноябрь.',
    type: 'TEXT',
    chat_user_id: ivan.id,
    chat_user: ivan,
    chat_conversation_id: 7,
    user_id: ivan.user_id,
    reply_message: null,
    reply_message_id: null,
    files: [],
    extra: { date: '2026-11-21T09:00:00.000Z', client_id: 'send-1' },
    created_at: '2026-11-21T09:00:01.000Z',
    updated_at: '2026-11-21T09:00:01.000Z',
    read_at: null,
    ...overrides,
  };
}

/** Test data: conversation 7 of ООО «Ромашка», Мария is the master. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    name: 'Бухгалтерия',
    type: 'PRIVATE',
    chat_user_id: maria.id,
    chat_users: [ivan, maria],
    users: [
      { id: 3, name: 'Иван Иванов', role: { role_name: 'Клиент', role_slug: 'client' } },
      { id: 1, name: 'Мария Смирнова', role: { role_name: 'Менеджер', role_slug: 'manager' } },
    ],
    messages: [],
    last_message: null,
    unread_count: 0,
    typing_users: [],
    draft_message: null,
    message_pagination_info: null,
    created_at: '2026-11-01T07:00:00.000Z',
    settings: { telegram_chat_id: null, bot_is_admin: false },
    ...overrides,
  };
}

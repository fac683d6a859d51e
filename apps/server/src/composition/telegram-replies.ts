import type { TelegramSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../platform/clock.ts';
import type { ChatActor } from '../features/chat/chat-users.service.ts';
import type { BotMessageHandler } from '../features/telegram/telegram-bot.service.ts';
import {
  createTelegramReplies,
  type TelegramChatPort,
} from '../features/telegram/telegram-replies.service.ts';
import { findUserById } from '../features/users/users.repository.ts';
import type { Services } from '../services.ts';

/** The chat as Telegram replies use it: the chat's own services, so its rules apply. */
function chatPort(db: Db, services: Services, clock: Clock): TelegramChatPort<ChatActor> {
  return {
    async actorOf(userId) {
      const user = await findUserById(db, userId);
      return user ? services.chatUsers.actorOf({ user }) : null;
    },
    async conversations(actor) {
      const list = await services.chatConversations.list(actor);
      return list.map((item) => ({ id: item.id, name: item.name }));
    },
    async send(actor, input) {
      const { message } = await services.chatMessages.send(
        actor,
        {
          chat_conversation_id: input.conversationId,
          text: input.text,
          'extra[date]': clock.now().toISOString(),
          'extra[client_id]': input.clientId,
        },
        input.files,
        'telegram',
      );
      return { id: message.id };
    },
    async edit(actor, messageId, text) {
      await services.chatMessages.edit(actor, messageId, text);
    },
  };
}

/** Replies and edits of a linked Telegram chat, stored in the firm's chat. */
export function telegramReplies(deps: {
  db: Db;
  clock: Clock;
  services: Services;
  settings: TelegramSettings | undefined;
}): BotMessageHandler | undefined {
  const { settings } = deps;
  if (!settings) return undefined;
  return createTelegramReplies({
    db: deps.db,
    clock: deps.clock,
    chat: chatPort(deps.db, deps.services, deps.clock),
    fileRoot: `${settings.apiRoot.replace(/\/+$/, '')}/file/bot${settings.token}`,
  });
}

import { chatFileProblem } from '@kabinet/domain/chat';
import { InlineKeyboard, type Context } from 'grammy';
import type { Message as TgMessage } from 'grammy/types';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { HttpError } from '../../platform/errors.ts';

import type { BotMessageHandler } from './telegram-bot.service.ts';
import {
  chooseReplyConversation,
  findTelegramMessage,
  rememberTelegramMessage,
} from './telegram-replies.repository.ts';
import { findLinkOfChat } from './telegram.repository.ts';

/** A file the user sent, downloaded from the Bot API. */
export type TelegramUpload = { name: string; bytes: Buffer };

/**
 * What replies need of the chat (its services, composed from the top): the user's chat actor,
 * their conversations, and the chat's own send and edit with their access and file rules.
 */
export type TelegramChatPort<Actor> = {
  actorOf(userId: number): Promise<Actor | null>;
  conversations(actor: Actor): Promise<{ id: number; name: string }[]>;
  send(
    actor: Actor,
    input: { conversationId: number; text: string; files: TelegramUpload[]; clientId: string },
  ): Promise<{ id: number }>;
  edit(actor: Actor, messageId: number, text: string): Promise<void>;
};

/** A conversation chosen with the buttons takes plain messages for this long. */
export const REPLY_CHOICE_MS = 30 * 60 * 1000;
const CHOOSE_PREFIX = 'conv:';

export const REPLY_TEXTS = {
  choose: 'В какой диалог отправить сообщение? Выберите, затем напишите его ещё раз.',
  noConversations: 'У вас нет диалогов в Кабинете, куда можно написать.',
  chosen: (name: string) =>
    `Сообщения отсюда уйдут в диалог «${name}» в течение 30 минут. Можно также ответить на уведомление.`,
  chosenShort: 'Диалог выбран',
  gone: 'Этот диалог вам недоступен: вы его покинули или больше в нём не участвуете. Сообщение не сохранено.',
  refused: (reason: string) => `Сообщение не сохранено: ${reason}`,
  fileTooLarge: 'Сообщение не сохранено: файл слишком большой для чата.',
  notEditable: 'Изменение не сохранено: это сообщение не попало в Кабинет.',
  editRefused: (reason: string) => `Изменение не сохранено: ${reason}`,
} as const;

/** Why the chat refused, as the user reads it in Telegram. */
function refusal(error: unknown, edit = false): string {
  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  if (error.statusCode === 404) return REPLY_TEXTS.gone;
  return edit ? REPLY_TEXTS.editRefused(error.message) : REPLY_TEXTS.refused(error.message);
}

/**
 * Messages of a linked chat into the firm's chat: a reply to a forwarded chat message goes to its
 * conversation, a plain message to the conversation chosen with the buttons (offered when none
 * is chosen), photos and documents become chat files, and an edit edits the stored message.
 * Everything goes through the chat's own send and edit, so its access and file rules apply.
 */
export function createTelegramReplies<Actor>(deps: Deps<Actor>): BotMessageHandler {
  return async (ctx: Context, userId: number) => {
    const actor = await deps.chat.actorOf(userId);
    if (!actor) return;
    const at = { deps, ctx, actor, userId };
    if (ctx.callbackQuery) await choose(at);
    else if (ctx.editedMessage) await editStored(at, ctx.editedMessage);
    else if (ctx.message) await store(at, ctx.message);
  };
}

type Deps<Actor> = {
  db: Db;
  clock: Clock;
  chat: TelegramChatPort<Actor>;
  /** The Bot API's file download root: `{apiRoot}/file/bot{token}`. */
  fileRoot: string;
};

/** One update being handled: the linked user, as a chat actor. */
type At<Actor> = { deps: Deps<Actor>; ctx: Context; actor: Actor; userId: number };

async function choose<Actor>({ deps, ctx, actor }: At<Actor>) {
  const data = ctx.callbackQuery?.data ?? '';
  const id = data.startsWith(CHOOSE_PREFIX) ? Number(data.slice(CHOOSE_PREFIX.length)) : NaN;
  const conversation = (await deps.chat.conversations(actor)).find((item) => item.id === id);
  if (!conversation) {
    await ctx.answerCallbackQuery({ text: REPLY_TEXTS.gone, show_alert: true });
    return;
  }
  await chooseReplyConversation(deps.db, ctx.chat!.id, conversation.id, deps.clock.now());
  await ctx.answerCallbackQuery({ text: REPLY_TEXTS.chosenShort });
  await ctx.reply(REPLY_TEXTS.chosen(conversation.name));
}

/** The conversation of the replied forward, else the one chosen lately, else none. */
async function targetOf<Actor>({ deps, userId }: At<Actor>, message: TgMessage) {
  const chatId = message.chat.id;
  const replied = message.reply_to_message;
  if (replied) {
    const found = await findTelegramMessage(deps.db, chatId, replied.message_id, userId);
    if (found) return found.conversationId;
  }
  const link = await findLinkOfChat(deps.db, chatId);
  const chosenAt = link?.replyChosenAt?.getTime();
  const fresh = chosenAt !== undefined && deps.clock.now().getTime() - chosenAt < REPLY_CHOICE_MS;
  return fresh ? (link?.replyConversationId ?? null) : null;
}

async function offer<Actor>({ deps, ctx, actor }: At<Actor>) {
  const conversations = await deps.chat.conversations(actor);
  if (conversations.length === 0) {
    await ctx.reply(REPLY_TEXTS.noConversations);
    return;
  }
  const keyboard = new InlineKeyboard();
  for (const item of conversations.slice(0, 20)) {
    keyboard.text(item.name || `Диалог ${item.id}`, `${CHOOSE_PREFIX}${item.id}`).row();
  }
  await ctx.reply(REPLY_TEXTS.choose, { reply_markup: keyboard });
}

async function store<Actor>(at: At<Actor>, message: TgMessage) {
  const { deps, ctx } = at;
  const chatId = message.chat.id;
  const conversationId = await targetOf(at, message);
  if (conversationId === null) {
    await offer(at);
    return;
  }
  try {
    const files = await downloads(at, message);
    const sent = await deps.chat.send(at.actor, {
      conversationId,
      text: message.text ?? message.caption ?? '',
      files,
      clientId: `telegram-${chatId}-${message.message_id}`,
    });
    await rememberTelegramMessage(deps.db, {
      chatId,
      telegramMessageId: message.message_id,
      direction: 'in',
      userId: at.userId,
      conversationId,
      chatMessageId: sent.id,
    });
  } catch (error) {
    await ctx.reply(error instanceof TooLarge ? REPLY_TEXTS.fileTooLarge : refusal(error));
  }
}

/** The photo (its largest size) or document of a message, checked by the chat's rules. */
async function downloads<Actor>({ deps, ctx }: At<Actor>, message: TgMessage) {
  const photo = message.photo?.at(-1);
  const file = photo
    ? { file_id: photo.file_id, file_size: photo.file_size, name: 'photo.jpg' }
    : message.document
      ? { ...message.document, name: message.document.file_name ?? 'file' }
      : null;
  if (!file) return [];
  // Refused by name and declared size before anything is downloaded.
  const problem = chatFileProblem({ name: file.name, size: file.file_size ?? 1 });
  if (problem) throw new HttpError(422, problem, 'validation');
  const described = await ctx.api.getFile(file.file_id).catch((error: unknown) => {
    // The Bot API serves files up to 20 MB; a larger one is refused as too large.
    if (String(error).includes('too big')) throw new TooLarge();
    throw error;
  });
  const answer = await fetch(`${deps.fileRoot}/${described.file_path ?? ''}`);
  if (!answer.ok) throw new Error(`telegram file download failed: ${answer.status}`);
  return [{ name: file.name, bytes: Buffer.from(await answer.arrayBuffer()) }];
}

async function editStored<Actor>(at: At<Actor>, message: TgMessage) {
  const { deps, ctx } = at;
  const found = await findTelegramMessage(deps.db, message.chat.id, message.message_id, at.userId);
  if (found?.direction !== 'in' || found.chatMessageId === null) {
    await ctx.reply(REPLY_TEXTS.notEditable);
    return;
  }
  try {
    await deps.chat.edit(at.actor, found.chatMessageId, message.text ?? message.caption ?? '');
  } catch (error) {
    await ctx.reply(refusal(error, true));
  }
}

class TooLarge extends Error {}

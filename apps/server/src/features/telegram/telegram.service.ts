import { createHash, randomBytes } from 'node:crypto';

import {
  isTelegramStartToken,
  TELEGRAM_LINK_TOKEN_TTL_MS,
  telegramStartLink,
  type TelegramLinkToken,
  type TelegramStatus,
} from '@kabinet/domain/telegram';

import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import { qrCodeSvg } from '../../platform/qr-code.ts';

import { telegramOff, telegramUnavailable } from './telegram.errors.ts';
import {
  consumeLinkToken,
  deleteLinkOfChat,
  deleteLinkOfUser,
  findLinkOfChat,
  findLinkOfUser,
  insertLinkToken,
  replaceLink,
} from './telegram.repository.ts';

/** Only the hash of a start token is stored: a read of the table links no one's account. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The chat a /start came from. */
export type TelegramChat = { id: number; username: string | null };

/**
 * Linking a user's Telegram chat: a one-time start token for the profile, /start <token> and
 * /stop from the bot, the profile's status and unlink. `botUsername` answers the bot's name
 * (null: the bot is off; a rejection: the Bot API did not answer).
 */
export function createTelegramLinkService(deps: {
  db: Db;
  clock?: Clock;
  botUsername: (() => Promise<string>) | null;
}) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  return { createLinkToken, status, unlink, linkByToken, unlinkChat, userOfChat };

  async function botName(): Promise<string> {
    if (!deps.botUsername) throw telegramOff();
    try {
      return await deps.botUsername();
    } catch {
      throw telegramUnavailable();
    }
  }

  /** POST /api/v1/profile/telegram/link-token: a fresh single-use link for the caller. */
  async function createLinkToken(user: { id: number }): Promise<TelegramLinkToken> {
    const username = await botName();
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(clock.now().getTime() + TELEGRAM_LINK_TOKEN_TTL_MS);
    await insertLinkToken(db, { tokenHash: hashToken(token), userId: user.id, expiresAt });
    const url = telegramStartLink(username, token);
    return { url, expires_at: expiresAt.toISOString(), qr_svg: await qrCodeSvg(url) };
  }

  /** GET /api/v1/profile/telegram. */
  async function status(user: { id: number }): Promise<TelegramStatus> {
    const link = await findLinkOfUser(db, user.id);
    const enabled = deps.botUsername !== null;
    const botUsername = enabled ? await botName().catch(() => '') : '';
    return {
      enabled,
      bot_username: botUsername,
      linked: link !== null,
      username: link?.username ?? '',
      linked_at: link?.linkedAt.toISOString() ?? null,
    };
  }

  /** DELETE /api/v1/profile/telegram: nothing reaches the chat any more. */
  async function unlink(user: { id: number }): Promise<void> {
    await deleteLinkOfUser(db, user.id);
  }

  /**
   * /start <token>: the chat becomes the token's user's when the token is unused and unexpired;
   * the token is spent either way it matched. Null: nothing was linked.
   */
  async function linkByToken(token: string, chat: TelegramChat): Promise<number | null> {
    if (!isTelegramStartToken(token)) return null;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const userId = await consumeLinkToken(tx, hashToken(token), now);
      if (userId === null) return null;
      await replaceLink(tx, { userId, chatId: chat.id, username: chat.username, linkedAt: now });
      return userId;
    });
  }

  /** /stop, or Telegram's 403 (the user blocked the bot): the chat is no one's any more. */
  async function unlinkChat(chatId: number): Promise<number | null> {
    return deleteLinkOfChat(db, chatId);
  }

  /** The user whose chat this is, if any: nothing is read or written for an unlinked chat. */
  async function userOfChat(chatId: number): Promise<number | null> {
    return (await findLinkOfChat(db, chatId))?.userId ?? null;
  }
}

export type TelegramLinkService = ReturnType<typeof createTelegramLinkService>;

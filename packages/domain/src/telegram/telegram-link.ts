import * as z from 'zod';

/** How long a «Подключить Telegram» link works: enough to open Telegram and press «Start». */
export const TELEGRAM_LINK_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * A start token: 32 URL-safe characters. Telegram passes at most 64 characters of
 * `?start=` (A–Z, a–z, 0–9, «_», «-») to the bot.
 */
export const TELEGRAM_START_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

/** Whether a /start payload can be a link token at all (anything else links nothing). */
export function isTelegramStartToken(value: string): boolean {
  return TELEGRAM_START_TOKEN.test(value);
}

/** The bot's deep link that starts linking: t.me/<bot>?start=<token>. */
export function telegramStartLink(botUsername: string, token: string): string {
  return `https://t.me/${encodeURIComponent(botUsername)}?start=${encodeURIComponent(token)}`;
}

/** POST /api/v1/profile/telegram/link-token: the link to open (or scan) and when it stops working. */
export const telegramLinkTokenSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
  /** The link as a QR code (SVG markup), shown on a desktop to scan with the phone. */
  qr_svg: z.string(),
});
export type TelegramLinkToken = z.infer<typeof telegramLinkTokenSchema>;

/** GET /api/v1/profile/telegram: whether the bot is on and the caller's linked chat, if any. */
export const telegramStatusSchema = z.object({
  enabled: z.boolean(),
  bot_username: z.string(),
  linked: z.boolean(),
  username: z.string(),
  linked_at: z.string().nullable(),
});
export type TelegramStatus = z.infer<typeof telegramStatusSchema>;

/** The account as a person reads it: «@ivanov» or «Telegram» when the user has no username. */
export function telegramAccountLabel(username: string): string {
  return username ? `@${username}` : 'Telegram';
}

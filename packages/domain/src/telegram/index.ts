export {
  isTelegramStartToken,
  TELEGRAM_LINK_TOKEN_TTL_MS,
  TELEGRAM_START_TOKEN,
  telegramAccountLabel,
  telegramLinkTokenSchema,
  telegramStartLink,
  telegramStatusSchema,
  type TelegramLinkToken,
  type TelegramStatus,
} from './telegram-link.ts';

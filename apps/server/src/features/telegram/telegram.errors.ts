import { HttpError } from '../../platform/errors.ts';

/** The server runs without TELEGRAM_BOT_TOKEN: there is no bot to link. */
export const telegramOff = () =>
  new HttpError(409, 'Telegram-бот не подключён к Кабинету.', 'telegram_off');

/** The Bot API did not answer getMe: the bot's name (for the link) is unknown for now. */
export const telegramUnavailable = () =>
  new HttpError(
    503,
    'Telegram сейчас недоступен, попробуйте через минуту.',
    'telegram_unavailable',
  );

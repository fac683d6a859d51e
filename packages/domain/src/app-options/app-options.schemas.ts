import * as z from 'zod';

import { FORM_PATTERNS } from '../shared/patterns.ts';

// «App options and analytics»: the app-wide options of SPEC §1/§3 (GET /api/v1/app-settings
// answers them as [{ option_name, value }]) and the admin's form that edits them.

/** The options the app knows, in the order the admin form shows them. */
export const APP_OPTION_NAMES = [
  'telegram_bot_link',
  'support_phone',
  'support_email',
  'analytics_counter_id',
] as const;
/** The name of one known app option. */
export type AppOptionName = (typeof APP_OPTION_NAMES)[number];

/** Russian labels of the options (the admin page «Настройки приложения»). */
export const APP_OPTION_LABELS: Record<AppOptionName, string> = {
  telegram_bot_link: 'Ссылка на бота в Telegram',
  support_phone: 'Телефон поддержки',
  support_email: 'E-mail поддержки',
  analytics_counter_id: 'Номер счётчика Яндекс Метрики',
};

/** A Telegram link: https://t.me/<name> (a bot name, optionally with a ?start= parameter). */
export const TELEGRAM_LINK_PATTERN = /^https:\/\/t\.me\/[A-Za-z][\w]{3,63}(\?start=[\w-]{1,64})?$/;
/** A Yandex Metrika counter id: digits only (empty means the counter is off). */
export const COUNTER_ID_PATTERN = /^\d{1,12}$/;
/** A phone as shown to clients: digits, spaces, +, brackets and dashes, 5–30 characters. */
export const SUPPORT_PHONE_PATTERN = /^\+?[\d\s()-]{5,30}$/;

/** Each field is optional in the sense that '' turns it off; otherwise it must be well-formed. */
const optional = (pattern: RegExp, message: string, max: number) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .refine((value) => value === '' || pattern.test(value), message);

/** PUT /api/v1/admin/app-settings: every known option at once ('' clears one). */
export const appOptionsBodySchema = z.object({
  telegram_bot_link: optional(
    TELEGRAM_LINK_PATTERN,
    'Укажите ссылку вида https://t.me/имя_бота',
    200,
  ),
  support_phone: optional(
    SUPPORT_PHONE_PATTERN,
    'Укажите телефон, например +7 (800) 000-00-00',
    30,
  ),
  support_email: optional(FORM_PATTERNS.email, 'Введите корректный email', 200),
  analytics_counter_id: optional(COUNTER_ID_PATTERN, 'Номер счётчика — только цифры', 12),
});
/** The admin form of the app options; also the answer of GET/PUT /api/v1/admin/app-settings. */
export type AppOptionsBody = z.infer<typeof appOptionsBodySchema>;

/** The form's values from the option list ('' for an option that is not stored). */
export function appOptionsFormOf(
  options: readonly { option_name: string; value: string }[],
): AppOptionsBody {
  const byName = new Map(options.map((option) => [option.option_name, option.value]));
  return {
    telegram_bot_link: byName.get('telegram_bot_link') ?? '',
    support_phone: byName.get('support_phone') ?? '',
    support_email: byName.get('support_email') ?? '',
    analytics_counter_id: byName.get('analytics_counter_id') ?? '',
  };
}

export {
  APP_OPTION_LABELS,
  APP_OPTION_NAMES,
  appOptionsBodySchema,
  appOptionsFormOf,
  COUNTER_ID_PATTERN,
  SUPPORT_PHONE_PATTERN,
  TELEGRAM_LINK_PATTERN,
  type AppOptionName,
  type AppOptionsBody,
} from './app-options.schemas.ts';

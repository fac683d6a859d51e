export { dateTimeFormat, numberFormat } from './intl.ts';
export { addDays, daysBetween } from './day-arithmetic.ts';
export {
  basisPointsToPercent,
  ceilRoubles,
  formatMoney,
  percentOf,
  percentToBasisPoints,
} from './money.ts';
export { DAY_FORMS, formatCount, MONTH_FORMS, pluralRu, type PluralForms } from './plural.ts';
export {
  CARD_MASK,
  DATE_MASK,
  formatContact,
  formatPhone,
  isMobilePhone,
  isValidRussianPhone,
  normalizePhone,
  PHONE_MASK,
} from './phone.ts';
export {
  DEFAULT_TIME_ZONE,
  formatChatTime,
  formatDate,
  formatDateLong,
  localDate,
  formatDateTime,
  formatMessageTime,
  monthName,
  previousMonth,
} from './dates.ts';
export {
  firstFailingRule,
  FORM_PATTERN_MESSAGES,
  FORM_PATTERNS,
  patternRule,
  REQUIRED_MESSAGE,
  requiredRule,
  type FormPatternName,
  type FormRule,
} from './patterns.ts';
export {
  dataEnvelope,
  errorBodySchema,
  paginatedEnvelope,
  paginationLinksSchema,
  paginationMetaSchema,
  type DataEnvelope,
  type ErrorBody,
  type PaginatedEnvelope,
  type PaginationLinks,
  type PaginationMeta,
} from './envelope.ts';
export { hasMorePages } from './has-more-pages.ts';
export {
  compactPayload,
  nullsToEmptyStrings,
  type CompactPayload,
  type NullsToEmptyStrings,
} from './nulls.ts';
export {
  ADMIN_ROLE_SLUGS,
  BLOCKED_ACCOUNT_MESSAGE,
  BREAKPOINTS,
  FINANCIAL_TARIFF_SLUGS,
  formatUnreadBadge,
  hasManagerRights,
  HTTP_RETRIES,
  HTTP_RETRY_DELAY_MS,
  HTTP_TIMEOUT_MS,
  isAdmin,
  isFinancialTariff,
  MANAGER_ROLE_SLUGS,
  REPLY_PREVIEW_MAX,
  SELECT_DEBOUNCE_MS,
  SETTINGS_SAVE_DEBOUNCE_MS,
  SUCCESS_STATUSES,
  TOAST_POSITIONS,
  TOAST_TIMEOUT_MS,
  TOAST_TYPES,
  UNREAD_BADGE_MAX,
  type ToastPosition,
  type ToastType,
} from './constants.ts';
export { ID_MESSAGE, idFieldSchema, idSchema, MAX_ID } from './ids.ts';
export {
  emailSchema,
  optionalField,
  phoneSchema,
  REQUIRED_FIELD_MESSAGE,
  requiredError,
} from './field-rules.ts';
export { listSearchSchema, pageQueryFields } from './page-query.ts';
export { formatPersonName } from './person-name.ts';
export {
  FORBIDDEN_CHARACTER_MESSAGE,
  findForbiddenText,
  hasForbiddenCharacter,
} from './text-rules.ts';
export {
  addMonths,
  calendarDateSchema,
  calendarMonthSchema,
  calendarRangeError,
  calendarYearSchema,
  DATE_BOUNDS_MESSAGE,
  isCalendarDate,
  isCalendarMonth,
  ISO_DATE_PATTERN,
  ISO_MONTH_PATTERN,
  MAX_CALENDAR_DATE,
  MAX_CALENDAR_MONTH,
  MAX_CALENDAR_YEAR,
  MIN_CALENDAR_DATE,
  MIN_CALENDAR_MONTH,
  MIN_CALENDAR_YEAR,
  MONTH_BOUNDS_MESSAGE,
} from './calendar-date.ts';

/** SPEC §9: layout breakpoints in CSS pixels. */
export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

/** SPEC §7/§9: HTTP timeout of one call. */
export const HTTP_TIMEOUT_MS = 30_000;
/** SPEC §7/§9: delay before the single retry (no response or 5xx). */
export const HTTP_RETRY_DELAY_MS = 1_000;
/** SPEC §7/§9: number of retries after a failed call. */
export const HTTP_RETRIES = 1;
/** SPEC §9: HTTP statuses that count as success; anything else rejects the call (SPEC §8). */
export const SUCCESS_STATUSES = [200, 201, 204] as const;

/** SPEC §9: default toast timeout. */
export const TOAST_TIMEOUT_MS = 5_000;
/** SPEC §9: toast types. */
export const TOAST_TYPES = ['positive', 'negative', 'warning', 'info', 'ongoing'] as const;
/** A toast type of SPEC §9. */
export type ToastType = (typeof TOAST_TYPES)[number];
/** SPEC §2: positions of the toast area. */
export const TOAST_POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;
/** A toast position of SPEC §2. */
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** SPEC §4/§9: a settings change is saved after this debounce. */
export const SETTINGS_SAVE_DEBOUNCE_MS = 500;
/** SPEC §9: debounce of a select input with search. */
export const SELECT_DEBOUNCE_MS = 500;

/** SPEC §9: the unread badge shows at most this number, then «9+». */
export const UNREAD_BADGE_MAX = 9;

/**
 * SPEC §9: the unread badge shows 9+ above 9 — `formatUnreadBadge(12)` → «9+». Nothing ('')
 * is shown for 0 or less.
 */
export function formatUnreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

/** SPEC §9: a reply preview is cut at this many characters. */
export const REPLY_PREVIEW_MAX = 255;

/** SPEC §8: a 403 with this message also logs the user out. */
export const BLOCKED_ACCOUNT_MESSAGE = 'Ваш аккаунт заблокирован.';

/** SPEC §6: role slugs with manager rights. */
export const MANAGER_ROLE_SLUGS = ['project_manager', 'manager', 'admin', 'crm'] as const;
/** SPEC §6: role slugs that mean admin. */
export const ADMIN_ROLE_SLUGS = ['admin', 'crm'] as const;

/** SPEC §6: manager rights belong to project_manager, manager, admin and crm. */
export function hasManagerRights(roleSlug: string | null | undefined): boolean {
  return (MANAGER_ROLE_SLUGS as readonly (string | null | undefined)[]).includes(roleSlug);
}

/** SPEC §6: admin means the role slug admin or crm. */
export function isAdmin(roleSlug: string | null | undefined): boolean {
  return (ADMIN_ROLE_SLUGS as readonly (string | null | undefined)[]).includes(roleSlug);
}

/** SPEC §2: the financial tariffs, which open management graphs. */
export const FINANCIAL_TARIFF_SLUGS = ['tariff_3_2025', 'tariff_3', 'tariff_2'] as const;

/** SPEC §2: management graphs open only with an active tariff tariff_3_2025, tariff_3 or tariff_2. */
export function isFinancialTariff(tariffSlug: string | null | undefined): boolean {
  return (FINANCIAL_TARIFF_SLUGS as readonly (string | null | undefined)[]).includes(tariffSlug);
}

import type { PluralForms } from '../shared/plural.ts';

/** SPEC §3/§6: role slugs of a user. */
export const ROLE_SLUGS = ['client', 'manager', 'project_manager', 'admin', 'crm'] as const;
/** A role slug of SPEC §6. */
export type RoleSlug = (typeof ROLE_SLUGS)[number];

/** Accounts contract: the Russian role name shown as the user's position (SPEC §3). */
export const ROLE_NAMES: Record<RoleSlug, string> = {
  client: 'Клиент',
  manager: 'Менеджер',
  project_manager: 'Руководитель проекта',
  admin: 'Администратор',
  crm: 'CRM',
};

/** Whether a text is one of the role slugs of SPEC §6. */
export function isRoleSlug(value: unknown): value is RoleSlug {
  return (ROLE_SLUGS as readonly unknown[]).includes(value);
}

/** SPEC §3: the Russian name of a role slug («Клиент» for client). */
export function roleName(slug: RoleSlug): string {
  return ROLE_NAMES[slug];
}

/** SPEC §3/§4: account statuses; IN_DELETE_PROCESS means the account is being deleted. */
export const USER_STATUSES = ['ACTIVE', 'BLOCKED', 'IN_DELETE_PROCESS'] as const;
/** An account status of SPEC §3. */
export type UserStatus = (typeof USER_STATUSES)[number];
/** The Russian name of each account status, as the admin's lists show it. */
export const USER_STATUS_NAMES: Record<UserStatus, string> = {
  ACTIVE: 'Активен',
  BLOCKED: 'Заблокирован',
  IN_DELETE_PROCESS: 'Удаляется',
};

/** SPEC §3: contact_method options with their Russian labels (Телефон, Email, Чат). */
export const CONTACT_METHODS = ['phone', 'email', 'chat'] as const;
/** A contact method of SPEC §3. */
export type ContactMethod = (typeof CONTACT_METHODS)[number];
/** SPEC §3: labels of the contact_method options. */
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  phone: 'Телефон',
  email: 'Email',
  chat: 'Чат',
};

/** SPEC §3: device platforms. */
export const DEVICE_PLATFORMS = ['web', 'android', 'ios'] as const;
/** A device platform of SPEC §3. */
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/** Accounts contract: a deletion request is carried out after this many days of grace. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

/** The forms of «сеанс» (one session of a user: a device or browser signed in). */
export const SESSION_FORMS: PluralForms = ['сеанс', 'сеанса', 'сеансов'];

import * as z from 'zod';

import { idFieldSchema, idSchema } from '../shared/ids.ts';

import { codeSchema, passwordSchema, passwordsMatch } from '../auth/field-rules.ts';
import { emailSchema, optionalField, phoneSchema, requiredError } from '../shared/field-rules.ts';
import { companySchema, type Company } from '../companies/companies.resources.ts';
import { accompanyingUserSchema, fileRefSchema } from '../shared/people.schemas.ts';

import { CONTACT_METHODS, DEVICE_PLATFORMS, ROLE_SLUGS, USER_STATUSES } from './roles.ts';

// Shared with the company answer; the accounts contract keeps exporting them from here.
export {
  accompanyingUserSchema,
  fileRefSchema,
  type AccompanyingUser,
  type FileRef,
} from '../shared/people.schemas.ts';

/**
 * SPEC §3 Company in User.companies and active_company: the server embeds the same full answer
 * the companies feature serializes, so the schema is companies' `companySchema`.
 */
export type UserCompany = Company;

/** SPEC §3 Device: a push token and its platform. */
export const deviceSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  device_info: z.object({ platform: z.enum(DEVICE_PLATFORMS) }),
});
export type Device = z.infer<typeof deviceSchema>;

/** SPEC §3 Notification: unread until read_at is set. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** SPEC §3 User.meta; blank strings are '' (SPEC §5). */
export const userMetaSchema = z.object({
  avatar: fileRefSchema.nullable(),
  last_name: z.string(),
  patronymic: z.string(),
  nickname: z.string(),
  birthday: z.string(),
  phone_messenger: z.string(),
  phone_city: z.string(),
  contact_method: z.union([z.enum(CONTACT_METHODS), z.literal('')]),
  cloud_database: z.string(),
  accompanying: accompanyingUserSchema.nullable(),
  deletion_scheduled_at: z.string().nullable(),
});
export type UserMeta = z.infer<typeof userMetaSchema>;

/** SPEC §3 User as GET /api/user-full/current answers it. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(USER_STATUSES),
  role: z.object({ role_name: z.string(), role_slug: z.enum(ROLE_SLUGS) }),
  position: z.string(),
  active_company: companySchema.nullable(),
  companies: z.array(companySchema),
  devices: z.array(deviceSchema),
  notifications: z.array(notificationSchema),
  accompanying: accompanyingUserSchema.nullable(),
  company_user_meta: z.record(z.string(), z.unknown()),
  meta: userMetaSchema,
});
export type User = z.infer<typeof userSchema>;

const text = (max: number) =>
  z.string('Неверный формат.').trim().max(max, `Не длиннее ${max} символов.`).nullish();
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A birthday `YYYY-MM-DD` between 1900 and today; '' or null clears it. */
export const birthdaySchema = z
  .string('Дата в формате ГГГГ-ММ-ДД.')
  .nullable()
  .superRefine((value, ctx) => {
    if (!value) return;
    if (!DATE_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Дата в формате ГГГГ-ММ-ДД.' });
    } else if (!isPlausibleBirthday(value)) {
      ctx.addIssue({ code: 'custom', message: 'Проверьте дату рождения.' });
    }
  })
  .optional();

function isPlausibleBirthday(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    value >= '1900-01-01' &&
    date.getTime() <= Date.now()
  );
}

/** POST /api/edit-profile: profile fields; a field left out is not changed, '' or null clears it. */
export const editProfileBodySchema = z.object({
  name: z
    .string(requiredError('Введите имя.'))
    .trim()
    .min(1, 'Введите имя.')
    .max(255, 'Не длиннее 255 символов.')
    .optional(),
  last_name: text(255),
  patronymic: text(255),
  email: optionalField(emailSchema),
  nickname: text(100),
  birthday: birthdaySchema,
  phone_messenger: text(32),
  phone_city: text(32),
  contact_method: z
    .union([z.enum(CONTACT_METHODS), z.literal(''), z.null()], { error: 'Выберите способ связи.' })
    .optional(),
});
export type EditProfileBody = z.infer<typeof editProfileBodySchema>;

/**
 * PUT /api/v1/users/{id}: edit-profile fields plus the active company; admin and crm may also
 * block or unblock the account (`status`).
 */
export const updateUserBodySchema = editProfileBodySchema.extend({
  active_company_id: idSchema('Неверный формат.').nullish(),
  status: z.enum(['ACTIVE', 'BLOCKED'], { error: 'Статус: ACTIVE или BLOCKED.' }).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** `{id}` of /api/v1/users/{id}. */
export const userIdParamsSchema = z.object({
  id: idFieldSchema,
});

/** POST /api/v1/profile/phone/code: the new number. */
export const phoneCodeBodySchema = z.object({ phone: phoneSchema });
export type PhoneCodeBody = z.infer<typeof phoneCodeBodySchema>;

/** POST /api/v1/profile/phone: the new number and the code sent to it. */
export const changePhoneBodySchema = z.object({ phone: phoneSchema, code: codeSchema });
export type ChangePhoneBody = z.infer<typeof changePhoneBodySchema>;

/** POST /api/v1/profile/password. */
export const changePasswordBodySchema = z
  .object({
    current_password: z
      .string(requiredError('Введите текущий пароль.'))
      .min(1, 'Введите текущий пароль.')
      .max(1024),
    password: passwordSchema,
    password_confirmation: z.string(requiredError('Повторите пароль.')),
  })
  .superRefine(passwordsMatch);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/v1/profile/deletion: the password confirms the request. */
export const accountDeletionBodySchema = z.object({
  password: z.string(requiredError('Введите пароль.')).min(1, 'Введите пароль.').max(1024),
});
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;

/** SPEC §3 Options: GET /api/v1/app-settings answers a list of { option_name, value }. */
export const appOptionSchema = z.object({ option_name: z.string(), value: z.string() });
export type AppOption = z.infer<typeof appOptionSchema>;

/** SPEC §4/§7: POST /api/user/{id}/device-subscribe adds a push token to the user's devices. */
export const deviceSubscribeBodySchema = z.object({
  token: z
    .string(requiredError('Передайте токен устройства.'))
    .trim()
    .min(1, 'Передайте токен устройства.')
    .max(4096),
  platform: z.enum(DEVICE_PLATFORMS, { error: 'Платформа: web, android или ios.' }),
});
export type DeviceSubscribeBody = z.infer<typeof deviceSubscribeBodySchema>;

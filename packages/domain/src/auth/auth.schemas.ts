import * as z from 'zod';

import { SEND_TYPES } from './auth.constants.ts';
import { codeSchema, leadMetaSchema, passwordSchema, passwordsMatch } from './field-rules.ts';
import { emailSchema, optionalField, phoneSchema, requiredError } from '../shared/field-rules.ts';
import { LOGIN_MAX_LENGTH, LOGIN_MESSAGES, LOGIN_PASSWORD_MAX_LENGTH } from './login-form.ts';

/** POST /api/v1/login: `login` is a phone (any format) or an e-mail. */
export const loginBodySchema = z.object({
  login: z
    .string(requiredError(LOGIN_MESSAGES.loginRequired))
    .trim()
    .min(1, LOGIN_MESSAGES.loginRequired)
    .max(LOGIN_MAX_LENGTH, LOGIN_MESSAGES.loginTooLong),
  password: z
    .string(requiredError(LOGIN_MESSAGES.passwordRequired))
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(LOGIN_PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.passwordTooLong),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** SPEC §3/§4: the token answer of login and registration; the client stores plainTextToken. */
export const tokenAnswerSchema = z.object({
  plainTextToken: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** POST /api/v1/logout: the device to forget, if any. */
export const logoutBodySchema = z
  .object({ device_token: z.string().max(4096).nullish() })
  .nullish();
export type LogoutBody = z.infer<typeof logoutBodySchema>;

/** send_type of POST /api/v1/register/code/send/{send_type}. */
export const sendTypeSchema = z.enum(SEND_TYPES, { error: 'Выберите email или телефон.' });

/** POST /api/v1/register/code/send/email. */
export const sendEmailCodeBodySchema = z.object({ email: emailSchema, lead_meta: leadMetaSchema });
/** POST /api/v1/register/code/send/phone. */
export const sendPhoneCodeBodySchema = z.object({ phone: phoneSchema, lead_meta: leadMetaSchema });
export type SendEmailCodeBody = z.infer<typeof sendEmailCodeBodySchema>;
export type SendPhoneCodeBody = z.infer<typeof sendPhoneCodeBodySchema>;

/** Answer of a registration code request. */
export const sendCodeAnswerSchema = z.object({
  send_type: sendTypeSchema,
  sent_to: z.string(),
  code_length: z.number().int(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
});
export type SendCodeAnswer = z.infer<typeof sendCodeAnswerSchema>;

/** POST /api/v1/register/code/verify. */
export const verifyCodeBodySchema = z.discriminatedUnion(
  'send_type',
  [
    z.object({ send_type: z.literal('email'), email: emailSchema, code: codeSchema }),
    z.object({ send_type: z.literal('phone'), phone: phoneSchema, code: codeSchema }),
  ],
  { error: 'Выберите email или телефон.' },
);
export type VerifyCodeBody = z.infer<typeof verifyCodeBodySchema>;

/** Answer of a verified registration code: a one-time token for register/contact. */
export const verifyCodeAnswerSchema = z.object({ verification_token: z.string() });
export type VerifyCodeAnswer = z.infer<typeof verifyCodeAnswerSchema>;

const nameField = (message: string) =>
  z.string(requiredError(message)).trim().min(1, message).max(255, 'Не длиннее 255 символов.');
const optionalName = optionalField(z.string().trim().max(255, 'Не длиннее 255 символов.'));

/** POST /api/v1/register/contact and the legacy POST /api/register. */
export const registerContactBodySchema = z
  .object({
    verification_token: z
      .string(requiredError('Сначала подтвердите email или телефон.'))
      .min(1)
      .max(255),
    name: nameField('Введите имя.'),
    last_name: optionalName,
    patronymic: optionalName,
    email: optionalField(emailSchema),
    phone: optionalField(phoneSchema),
    password: passwordSchema,
    password_confirmation: z.string(requiredError('Повторите пароль.')),
    lead_meta: leadMetaSchema,
  })
  .superRefine(passwordsMatch);
export type RegisterContactBody = z.infer<typeof registerContactBodySchema>;

/** POST /api/v1/password/forgot. */
export const forgotPasswordBodySchema = z.object({ login: loginBodySchema.shape.login });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Answer of a code sent to an existing contact (password reset, phone change). */
export const codeSentAnswerSchema = z.object({
  sent_to: z.string(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
});
export type CodeSentAnswer = z.infer<typeof codeSentAnswerSchema>;

/** POST /api/v1/password/reset. */
export const resetPasswordBodySchema = z
  .object({
    login: loginBodySchema.shape.login,
    code: codeSchema,
    password: passwordSchema,
    password_confirmation: z.string(requiredError('Повторите пароль.')),
  })
  .superRefine(passwordsMatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `{ data: { message } }` answers. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

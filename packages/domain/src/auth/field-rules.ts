import * as z from 'zod';

import { referralCodeSchema } from '../referral/referral-code.ts';
import { requiredError } from '../shared/field-rules.ts';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.constants.ts';

const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'qwerty123',
  'qwertyuiop',
  '11111111',
  '00000000',
  'йцукенгш',
  'iloveyou',
  '87654321',
]);

/** ASVS 6.2: 8–128 characters, no composition rules, not a well-known password. */
export const passwordSchema = z
  .string(requiredError('Введите пароль.'))
  .min(PASSWORD_MIN_LENGTH, `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов.`)
  .max(PASSWORD_MAX_LENGTH, `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов.`)
  .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), 'Этот пароль слишком простой.');

/** A verification code: exactly 6 digits. */
export const codeSchema = z
  .string(requiredError('Введите код.'))
  .trim()
  .regex(/^\d{6}$/, 'Код состоит из 6 цифр.');

/** The message of a password confirmation that does not match. */
export const PASSWORD_MISMATCH_MESSAGE = 'Пароли не совпадают.';

/** Checks `password_confirmation` equals `password`, reporting on the confirmation field. */
export function passwordsMatch(
  value: { password: string; password_confirmation: string },
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: PASSWORD_MISMATCH_MESSAGE,
    });
  }
}

/** SPEC §3: registration payloads carry lead_meta.ya_id (analytics client id). */
export const leadMetaSchema = z
  .object({
    ya_id: z.union([z.string().max(100), z.number()]).nullish(),
    /** The referral code of the link the registration started from. */
    referral_code: referralCodeSchema.nullish(),
  })
  .nullish();

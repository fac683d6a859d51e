import * as z from 'zod';

import { normalizePhone } from './phone.ts';

/** Russian message for a field that was not sent at all (Laravel «required»). */
export const REQUIRED_FIELD_MESSAGE = 'Заполните поле.';

/**
 * A zod error option that says «Заполните поле.» (or `message`) when the value is missing and
 * «Неверный формат.» when it has the wrong type, so 422 answers are always in Russian.
 */
export function requiredError(message: string = REQUIRED_FIELD_MESSAGE) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? message : 'Неверный формат.',
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address, trimmed and lower-cased. */
export const emailSchema = z
  .string(requiredError('Введите email.'))
  .trim()
  .toLowerCase()
  .min(1, 'Введите email.')
  .max(255, 'Email должен быть не длиннее 255 символов.')
  .regex(EMAIL_PATTERN, 'Введите корректный email.');

/** SPEC §5: a Russian phone in any format, normalised to `7XXXXXXXXXX` (leading 8 → 7). */
export const phoneSchema = z.string(requiredError('Введите телефон.')).transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: 'Введите российский номер телефона.' });
    return z.NEVER;
  }
  return phone;
});

/** Blank optional fields ('' or null) count as not sent (SPEC §5: empty fields are dropped). */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    schema.optional(),
  );
}

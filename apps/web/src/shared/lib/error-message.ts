import { HttpError, ResponseError } from '../http/http-errors.ts';

/** 429 text with the wait from Retry-After. */
export function tooManyAttemptsMessage(seconds: number | null): string {
  return seconds
    ? `Слишком много попыток, повторите через ${seconds} с`
    : 'Слишком много попыток, повторите позже';
}

/** A sentence for the user about a failed call: the server's Russian message when it has one. */
export function describeError(error: unknown): string {
  if (error instanceof ResponseError) {
    if (error.status === 429) return tooManyAttemptsMessage(error.retryAfterSeconds);
    if (error.status >= 500) {
      return error.body.message || 'Сервер временно недоступен. Попробуйте ещё раз через минуту.';
    }
    return error.message;
  }
  if (error instanceof HttpError) return error.message;
  return 'Что-то пошло не так. Попробуйте ещё раз.';
}

/**
 * Splits a failed call into messages under form fields (422 `errors`) and one message for the
 * whole form. Field errors the form does not show go to the form message.
 */
export function splitFormError(
  error: unknown,
  formFields: readonly string[],
): { fields: Record<string, string>; form: string | null } {
  if (!(error instanceof ResponseError) || error.status !== 422) {
    return { fields: {}, form: describeError(error) };
  }
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (formFields.includes(field)) fields[field] = message;
    else rest.push(message);
  }
  const form = rest.length > 0 ? rest.join(' ') : Object.keys(fields).length ? null : error.message;
  return { fields, form };
}

/**
 * Shows a failed submit on its form: the messages of `fields` under those fields, the rest as
 * the form's own message (splitFormError). `fieldOf` names a server field as the form does
 * (`requisites.kpp` → `kpp`); where two land on one form field, the first message stays.
 */
export function showFormError(
  error: unknown,
  fields: readonly string[],
  form: { setErrors: (errors: Record<string, string>) => void },
  setFormError: (message: string | null) => void,
  fieldOf: (field: string) => string = (field) => field,
): void {
  const split = splitFormError(error, fields);
  const shown: Record<string, string> = {};
  for (const [field, message] of Object.entries(split.fields)) {
    const name = fieldOf(field);
    if (!(name in shown)) shown[name] = message;
  }
  form.setErrors(shown);
  setFormError(split.form);
}

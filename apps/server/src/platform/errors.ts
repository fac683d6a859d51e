/** Field → Russian messages, as in Laravel's 422 answers. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error with an HTTP status, a Russian message for the user and a stable internal code.
 * The error handler turns it into `{ message, errors? }` (ARCHITECTURE §2).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** 401: no token, a bad one, an expired or a revoked one. */
export const unauthenticated = () =>
  new HttpError(401, 'Требуется вход в систему.', 'auth.unauthenticated');

/** 403 with a message shown as a toast (SPEC §8). */
export const forbidden = (message = 'Недостаточно прав.', code = 'forbidden') =>
  new HttpError(403, message, code);

/** 404 for a missing resource. */
export const notFound = (message = 'Не найдено.', code = 'not_found') =>
  new HttpError(404, message, code);

/** 409 for a conflict with existing data. */
export const conflict = (message: string, code: string) => new HttpError(409, message, code);

/** 422 with one field's message; `message` is the first field message, as in Laravel. */
export const fieldError = (field: string, message: string, code = 'validation') =>
  new HttpError(422, message, code, { [field]: [message] });

/** 429 with Retry-After in whole seconds. */
export const tooManyAttempts = (
  retryAfterSeconds: number,
  message = 'Слишком много попыток. Попробуйте позже.',
  code = 'throttled',
) =>
  new HttpError(429, message, code, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Seconds a client waits before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database cannot be reached right now (a restart, a failover). */
export const serviceUnavailable = (retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS) =>
  new HttpError(
    503,
    'Сервис временно недоступен. Повторите попытку через несколько секунд.',
    'service_unavailable',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** The JSON body the error handler sends for an HttpError (used by tests to compare). */
export function errorBody(error: HttpError): { message: string; errors?: FieldErrors } {
  return error.errors
    ? { message: error.message, errors: error.errors }
    : { message: error.message };
}

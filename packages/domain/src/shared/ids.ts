import * as z from 'zod';

/**
 * The largest row id: every id column is PostgreSQL `integer` (32-bit signed). A larger number
 * can name no row, and handed to the database it fails the cast instead of finding nothing
 * (ids of 2^31 or more answered 500), so every schema that reads an id stops it here.
 */
export const MAX_ID = 2_147_483_647;

export const ID_MESSAGE = 'Неверный идентификатор.';

/** An id in a JSON body: a positive integer up to MAX_ID; otherwise a 422 with `message`. */
export function idSchema(message: string = ID_MESSAGE) {
  return z.number(message).int(message).positive(message).max(MAX_ID, message);
}

/**
 * An id from a path, a query string or a multipart field: a JSON number or a decimal string
 * without sign, spaces or leading zeros, positive, up to MAX_ID. In a path the server answers any
 * failure as 404, the same as a missing row (platform/error-handler.ts), so a caller learns
 * nothing from the id's shape.
 */
export const idFieldSchema = z.union(
  [
    idSchema(),
    z
      .string(ID_MESSAGE)
      .regex(/^[1-9]\d{0,9}$/, ID_MESSAGE)
      .transform(Number)
      .pipe(idSchema()),
  ],
  { error: ID_MESSAGE },
);

/**
 * Issue 10: a failed query must not put users' texts into the log. Drizzle's error message is
 * `Failed query: …\nparams: …` and the driver's `detail` quotes the conflicting values, so errors
 * are logged with the statement's shape, the driver's code and constraint, never the values.
 */
type LoggedError = Error & {
  query?: unknown;
  params?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  statusCode?: unknown;
};

const KEPT_FIELDS = ['code', 'constraint', 'table', 'column', 'statusCode'] as const;

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The pino `err` serializer of the app's logger. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const e = error as LoggedError;
  const message = typeof e.query === 'string' ? `Failed query: ${e.query}` : e.message;
  const serialized: SerializedError = {
    type: e.name,
    message,
    stack: (e.stack ?? '').replace(e.message, message),
  };
  for (const field of KEPT_FIELDS) if (e[field] !== undefined) serialized[field] = e[field];
  if (e.cause !== undefined && e.cause !== error) serialized.cause = serializeError(e.cause);
  return serialized;
}

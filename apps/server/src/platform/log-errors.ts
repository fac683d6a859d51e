/**
 * A failed query must not put users' texts into the log. Drizzle's error message is
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

/** What the app's logger shows of a request (pino's `req`); Fastify's request is its input. */
type LoggedRequest = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * Keeps a URL's path and its query's names, never their values: a search for a client's name or
 * a message text must not land in the access log either. `/x?search=Иванов&page=2` → `/x?search&page`.
 */
export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0]);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** The pino `req` serializer of the app's logger: method and URL without query values. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

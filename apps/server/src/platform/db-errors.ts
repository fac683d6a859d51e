/** True when a database error (possibly wrapped by Drizzle) is a unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Socket errors of a connection to the database that was refused, cut or never answered. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL shutting down or starting up: admin_shutdown, crash_shutdown, cannot_connect_now.
  '57P01',
  '57P02',
  '57P03',
]);

/** node-postgres's own messages for a connection that died or could not be made in time. */
const UNREACHABLE_MESSAGES = [
  // «… unexpectedly», «… due to connection timeout»
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when a database error (possibly wrapped by Drizzle) means the database cannot
 * be reached right now — a restart, a failover, a cut network — rather than a fault of the
 * query: the request is answered 503 with Retry-After, and the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    // Class 08 of PostgreSQL's codes: connection_exception and its kinds.
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => message.startsWith(m))) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
      return true;
    }
  }
  return false;
}

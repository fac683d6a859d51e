/** SPEC §8: the client rejects with one of five error classes. */
export class HttpError extends Error {
  override name = 'HttpError';
}

/** The request never got an answer (connection refused, DNS, offline). */
export class NetworkError extends HttpError {
  override name = 'NetworkError';
  constructor(
    message = 'Нет связи с сервером. Проверьте подключение к интернету.',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** No answer within the client timeout (SPEC §9: 30 s). */
export class TimeoutError extends HttpError {
  override name = 'TimeoutError';
  constructor(message = 'Сервер не ответил вовремя. Попробуйте ещё раз.') {
    super(message);
  }
}

/** The caller aborted the request. */
export class CancelError extends HttpError {
  override name = 'CancelError';
  constructor(message = 'Запрос отменён') {
    super(message);
  }
}

export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/** The server answered with a status outside 200/201/204. */
export class ResponseError extends HttpError {
  override name = 'ResponseError';
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Headers;

  constructor(status: number, body: ErrorBody, headers: Headers) {
    super(body.message || `Ошибка сервера (${status})`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  /** First message per field from a 422 `errors` object. */
  get fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body.errors ?? {})) {
      if (messages[0]) result[field] = messages[0];
    }
    return result;
  }

  /** Seconds from Retry-After (429), if the server sent it. */
  get retryAfterSeconds(): number | null {
    const value = Number(this.headers.get('retry-after'));
    return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
  }
}

/** Anything else: an unreadable answer, a bug in a handler. */
export class UnknownError extends HttpError {
  override name = 'UnknownError';
  constructor(message = 'Что-то пошло не так. Попробуйте ещё раз.', options?: ErrorOptions) {
    super(message, options);
  }
}

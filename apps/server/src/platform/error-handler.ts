import type { Duplex } from 'node:stream';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { isDatabaseUnavailable } from './db-errors.ts';
import { errorBody, HttpError, serviceUnavailable, type FieldErrors } from './errors.ts';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Некорректный запрос.',
  401: 'Требуется вход в систему.',
  403: 'Недостаточно прав.',
  404: 'Не найдено.',
  405: 'Метод не поддерживается.',
  406: 'Неподдерживаемый формат ответа.',
  409: 'Конфликт данных.',
  413: 'Слишком большой запрос.',
  415: 'Неподдерживаемый тип содержимого.',
  422: 'Проверьте правильность заполнения полей.',
  429: 'Слишком много запросов. Попробуйте позже.',
};

const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос.',
  FST_REQ_FILE_TOO_LARGE: 'Файл слишком большой.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Ожидается multipart/form-data.',
};

/** A path parameter that names a row: `{id}`, `{userId}`, `{bankId}`, `{idOrParam}`… */
const isPathIdIssue = (issue: { instancePath: string }) =>
  /^\/(id|\w+Id|idOrParam)$/.test(issue.instancePath);

/** Zod issues → `{ field: ['…'] }`; nested paths are dotted (`lead_meta.ya_id`). */
function toFieldErrors(
  issues: { instancePath: string; message?: string | undefined }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[field] ??= []).push(issue.message ?? 'Неверное значение.');
  }
  return errors;
}

/**
 * ARCHITECTURE §2: every error is `{ message, errors? }` in Russian — 422 for validation,
 * the status of our HttpErrors, 400 for malformed input, never a stack trace; only genuine
 * faults become 500 and are logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path names a row: an id that cannot be one (malformed, or beyond the 32-bit columns)
      // is the same 404 as a row that does not exist, so the id's shape reveals nothing.
      if (error.validationContext === 'params' && error.validation.every(isPathIdIssue)) {
        return reply.code(404).send({ message: STATUS_MESSAGES[404] });
      }
      if (
        error.validation.every((issue) => issue.instancePath === '/' || issue.instancePath === '')
      ) {
        return reply.code(422).send({ message: 'Передайте данные в формате JSON.' });
      }
      const errors = toFieldErrors(error.validation);
      const first = Object.values(errors)[0]?.[0] ?? STATUS_MESSAGES[422];
      return reply.code(422).send({ message: first, errors });
    }
    return sendOtherError(error, request, reply);
  });
}

/**
 * Fastify's own 4xx (bad JSON, media type, size) get a Russian message; an unreachable database
 * (a restart, a failover) is a 503 with Retry-After; the rest is a logged 500.
 */
function sendOtherError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    const unavailable = serviceUnavailable();
    return reply.code(503).headers(unavailable.headers).send(errorBody(unavailable));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = CODE_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? 'Некорректный запрос.';
    return reply.code(status).send({ message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: 'Внутренняя ошибка сервера. Попробуйте позже.' });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Слишком большие заголовки запроса.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Время ожидания запроса истекло.'],
};

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses (raw UTF-8 in the URL,
 * broken headers) never reaches a route, yet its answer is Russian and in our envelope too.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, STATUS_MESSAGES[400]];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

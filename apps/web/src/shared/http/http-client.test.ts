// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createHttpClient } from './http-client.ts';
import { CancelError, NetworkError, ResponseError, TimeoutError } from './http-errors.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];

function json(res: ServerResponse, status: number, payload: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, { data: 'ok' });
});

function makeClient(token: string | null = 'abc|token') {
  const onUnauthorized = vi.fn();
  const onForbidden = vi.fn();
  const client = createHttpClient({
    baseUrl,
    retryDelayMs: 20,
    timeoutMs: 300,
    getToken: () => token,
    onUnauthorized,
    onForbidden,
  });
  return { client, onUnauthorized, onForbidden };
}

describe('http client', () => {
  it('sends the stored token as a bearer header and JSON bodies', async () => {
    const { client } = makeClient();
    await expect(client.post('/api/v1/thing', { name: 'ООО «Ромашка»' })).resolves.toEqual({
      data: 'ok',
    });
    expect(seen[0]?.headers.authorization).toBe('Bearer abc|token');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'ООО «Ромашка»' });
  });

  it('adds query parameters and omits empty ones', async () => {
    const { client } = makeClient();
    await client.get('/api/list', { query: { page: 2, q: undefined } });
    expect(seen[0]?.url).toBe('/api/list?page=2');
  });

  it('resolves 204 with no body', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const { client } = makeClient();
    await expect(client.post('/api/v1/logout')).resolves.toBeUndefined();
  });

  it('retries a read once after a 5xx answer', async () => {
    let calls = 0;
    handler = (_req, res) =>
      ++calls === 1 ? json(res, 502, { message: 'Шлюз' }) : json(res, 200, { data: 1 });
    const { client } = makeClient();
    await expect(client.get('/api/x')).resolves.toEqual({ data: 1 });
    expect(seen).toHaveLength(2);
  });

  it('gives up after one retry and rejects with the server answer', async () => {
    handler = (_req, res) => json(res, 500, { message: 'Ошибка' });
    const { client } = makeClient();
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(500);
    expect(seen).toHaveLength(2);
  });

  it('repeats a write with the same Idempotency-Key', async () => {
    let calls = 0;
    handler = (_req, res) =>
      ++calls === 1 ? json(res, 503, {}) : json(res, 201, { data: 'made' });
    const { client } = makeClient();
    await expect(client.post('/api/v1/things', { a: 1 })).resolves.toEqual({ data: 'made' });
    const keys = seen.map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('never repeats a write that opted out of retries', async () => {
    handler = (_req, res) => json(res, 503, {});
    const { client } = makeClient();
    await expect(client.post('/api/v1/pay', {}, { retry: false })).rejects.toBeInstanceOf(
      ResponseError,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('does not retry client errors and exposes the 422 field messages', async () => {
    handler = (_req, res) =>
      json(res, 422, {
        message: 'Проверьте данные',
        errors: { login: ['Неверный логин или пароль'] },
      });
    const { client } = makeClient(null);
    const error = (await client
      .post('/api/v1/login', {})
      .catch((e: unknown) => e)) as ResponseError;
    expect(error.fieldErrors).toEqual({ login: 'Неверный логин или пароль' });
    expect(seen).toHaveLength(1);
  });

  it('reads Retry-After from a 429 answer', async () => {
    handler = (_req, res) =>
      json(res, 429, { message: 'Слишком много попыток' }, { 'retry-after': '42' });
    const { client } = makeClient(null);
    const error = (await client
      .post('/api/v1/login', {})
      .catch((e: unknown) => e)) as ResponseError;
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('clears the session on 401 when a token was sent', async () => {
    handler = (_req, res) => json(res, 401, { message: 'Не авторизован' });
    const { client, onUnauthorized } = makeClient();
    await expect(client.get('/api/user-full/current')).rejects.toBeInstanceOf(ResponseError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves an anonymous 401 to the caller', async () => {
    handler = (_req, res) => json(res, 401, { message: 'Неверный логин или пароль' });
    const { client, onUnauthorized } = makeClient(null);
    await expect(client.post('/api/v1/login', {})).rejects.toBeInstanceOf(ResponseError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes the 403 message on to be shown', async () => {
    handler = (_req, res) => json(res, 403, { message: 'Ваш аккаунт заблокирован.' });
    const { client, onForbidden } = makeClient();
    await expect(client.get('/api/user-full/current')).rejects.toBeInstanceOf(ResponseError);
    expect(onForbidden).toHaveBeenCalledWith('Ваш аккаунт заблокирован.');
  });

  it('rejects non-listed success codes such as 202', async () => {
    handler = (_req, res) => json(res, 202, { data: 1 });
    const { client } = makeClient();
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ResponseError);
  });

  it('times out a silent server, retries once, then rejects with TimeoutError', async () => {
    handler = () => undefined; // never answers
    const { client } = makeClient();
    await expect(client.get('/api/slow')).rejects.toBeInstanceOf(TimeoutError);
    expect(seen).toHaveLength(2);
  });

  it('reports a refused connection as NetworkError after one retry', async () => {
    const client = createHttpClient({
      baseUrl: 'http://127.0.0.1:1',
      retryDelayMs: 10,
      getToken: () => null,
      onUnauthorized: vi.fn(),
      onForbidden: vi.fn(),
    });
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects with CancelError when the caller aborts', async () => {
    handler = () => undefined;
    const { client } = makeClient();
    const controller = new AbortController();
    const pending = client.get('/api/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toBeInstanceOf(CancelError);
    expect(seen.length).toBeLessThanOrEqual(1);
  });
});

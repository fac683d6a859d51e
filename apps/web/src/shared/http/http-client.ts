import { HTTP_RETRY_DELAY_MS, HTTP_TIMEOUT_MS, SUCCESS_STATUSES } from '@kabinet/domain/shared';

import {
  CancelError,
  type ErrorBody,
  HttpError,
  NetworkError,
  ResponseError,
  TimeoutError,
  UnknownError,
} from './http-errors.ts';
import { type FetchLike, xhrFetch } from './xhr-fetch.ts';

const SUCCESS_CODES = new Set<number>(SUCCESS_STATUSES);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientOptions {
  /** Prefix for paths, e.g. an API host (SPEC §1). Empty means same origin. */
  baseUrl?: string | (() => string);
  timeoutMs?: number;
  retryDelayMs?: number;
  getToken: () => string | null;
  /** 401 on a call that carried a token: the session is gone. */
  onUnauthorized: () => void;
  /** 403: the server message is for the user. */
  onForbidden: (message: string) => void;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set to false for a write that must never be repeated. */
  retry?: boolean;
  /**
   * Upload progress (0…1) of the body. The request then goes through XMLHttpRequest (fetch
   * cannot report it), with the same headers, retry and status handling.
   */
  onUploadProgress?: (share: number) => void;
  /** This request's timeout instead of the client's (a large upload needs longer). */
  timeoutMs?: number;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function createHttpClient(config: HttpClientOptions): HttpClient {
  const timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS;
  const retryDelayMs = config.retryDelayMs ?? HTTP_RETRY_DELAY_MS;
  const fetchImpl = config.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}) {
    const token = config.getToken();
    const mayRetry = options.retry !== false;
    const { headers, body } = prepareRequest(method, token, options, mayRetry);
    const baseUrl =
      typeof config.baseUrl === 'function' ? config.baseUrl() : (config.baseUrl ?? '');
    const url = buildUrl(baseUrl, path, options.query);
    const transport = options.onUploadProgress ? xhrFetch(options.onUploadProgress) : fetchImpl;
    const send = () =>
      attempt<T>({
        url,
        method,
        headers,
        body,
        signal: options.signal,
        timeoutMs: options.timeoutMs ?? timeoutMs,
        fetchImpl: transport,
      });

    let result: T;
    try {
      result = await send();
    } catch (error) {
      if (!mayRetry || !isRetryable(error)) return handleFailure(error, Boolean(token));
      try {
        await wait(retryDelayMs, options.signal);
        result = await send();
      } catch (retryError) {
        return handleFailure(retryError, Boolean(token));
      }
    }
    return result;
  }

  function handleFailure(error: unknown, hadToken: boolean): never {
    if (error instanceof ResponseError) {
      if (error.status === 401 && hadToken) config.onUnauthorized();
      if (error.status === 403) config.onForbidden(error.message);
    }
    throw error instanceof HttpError ? error : new UnknownError(undefined, { cause: error });
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

function prepareRequest(
  method: HttpMethod,
  token: string | null,
  options: RequestOptions,
  mayRetry: boolean,
): { headers: Headers; body: BodyInit | undefined } {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }

  // A write may only be repeated when the server can recognise the repeat (ARCHITECTURE §2).
  if (!SAFE_METHODS.has(method) && mayRetry && !headers.has('Idempotency-Key')) {
    headers.set('Idempotency-Key', createIdempotencyKey());
  }
  return { headers, body };
}

interface Attempt {
  url: string;
  method: HttpMethod;
  headers: Headers;
  body: BodyInit | undefined;
  signal: AbortSignal | undefined;
  timeoutMs: number;
  fetchImpl: FetchLike;
}

async function attempt<T>({ url, method, headers, body, signal, timeoutMs, fetchImpl }: Attempt) {
  if (signal?.aborted) throw new CancelError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);

  try {
    const response = await fetchImpl(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    const payload = await readBody(response);
    if (SUCCESS_CODES.has(response.status)) return payload as T;
    throw new ResponseError(response.status, toErrorBody(payload), response.headers);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (timedOut) throw new TimeoutError();
    if (signal?.aborted) throw new CancelError();
    throw new NetworkError(undefined, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UnknownError('Сервер вернул непонятный ответ', { cause: error });
  }
}

function toErrorBody(payload: unknown): ErrorBody {
  if (payload && typeof payload === 'object') return payload as ErrorBody;
  return typeof payload === 'string' && payload.length < 300 ? { message: payload } : {};
}

function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  return error instanceof ResponseError && error.status >= 500;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  let url = `${baseUrl}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (search) url += (url.includes('?') ? '&' : '?') + search;
  return url;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new CancelError());
    });
  });
}

function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

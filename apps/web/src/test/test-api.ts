import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

import { setApiBaseUrl } from '../shared/http/http.ts';

export interface TestAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Route = (request: SeenRequest) => TestAnswer;

/** jsdom's XMLHttpRequest (the upload path) enforces CORS, as a browser on another origin does. */
function corsHeaders(req: IncomingMessage) {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
  };
}

function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...corsHeaders(req),
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
  });
  res.end();
}

/** JSON bodies parsed; others (multipart) kept as raw text. */
function seenRequest(req: IncomingMessage, raw: string): SeenRequest {
  const json = req.headers['content-type']?.includes('json') ?? false;
  return {
    method: req.method ?? '',
    url: req.url ?? '',
    headers: req.headers,
    body: raw ? (json ? (JSON.parse(raw) as unknown) : raw) : undefined,
  };
}

/**
 * A real HTTP server for component tests (no fetch mocks): routes are `'POST /api/v1/login'`.
 * The app's HTTP client is pointed at it for the test.
 */
export async function startTestApi(routes: Record<string, Route | TestAnswer>) {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request = seenRequest(req, raw);
      seen.push(request);
      const route = routes[`${request.method} ${request.url.split('?')[0]}`];
      const answer = typeof route === 'function' ? route(request) : route;
      const status = answer?.status ?? 404;
      res.writeHead(status, {
        'content-type': 'application/json',
        ...corsHeaders(req),
        ...answer?.headers,
      });
      res.end(
        status === 204 ? undefined : JSON.stringify(answer?.body ?? { message: 'Не найдено.' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setApiBaseUrl(url);
  return {
    url,
    /** The HTTP server itself (to attach Socket.IO: shared/realtime/realtime.test-server.ts). */
    server,
    seen,
    close: () => {
      setApiBaseUrl('');
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// A small local server that follows DaData's documented suggestions API
// (https://dadata.ru/api/suggest/party/, /api/find-party/, /api/suggest/address/,
// /api/suggest/bank/): `POST /suggestions/api/4_1/rs/<method>` with `Authorization: Token <key>`
// and a JSON body `{ query, count, … }`, answering `{ suggestions: [...] }`. It fakes DaData
// at its HTTP boundary for tests and local runs (ARCHITECTURE §6); the directory is in
// fake-dadata.{parties,addresses,banks}.ts. Run it alone with
// `DADATA_API_KEY=… PORT=… npx tsx apps/server/src/testing/fake-dadata-server.ts`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

import type { DadataErrorBody } from '../platform/dadata/dadata.types.ts';

import { FAKE_ADDRESSES } from './fake-dadata.addresses.ts';
import { FAKE_BANKS } from './fake-dadata.banks.ts';
import { answerMethod, type RequestBody } from './fake-dadata.matching.ts';
import { FAKE_PARTIES } from './fake-dadata.parties.ts';
import { readText } from './request-body.ts';

/** The path prefix of DaData's suggestions API. */
export const FAKE_DADATA_PREFIX = '/suggestions/api/4_1/rs/';

/** How the fake misbehaves: answer late, or answer every request with an error status. */
export type FakeDadataBehaviour = {
  /** Milliseconds to wait before answering (tests of client timeouts). */
  delayMs: number;
  /** Answer every request with this status (403 quota, 429, 500…) instead of data. */
  failWith: number | null;
};

/** One request the fake received, for assertions on what the client sent. */
export type FakeDadataRequest = {
  httpMethod: string;
  /** The DaData method, e.g. `findById/party`. */
  method: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
};

/** A running fake; `url` is the base URL to give the client (or DADATA_BASE_URL). */
export type FakeDadata = {
  url: string;
  requests: FakeDadataRequest[];
  behave(next: Partial<FakeDadataBehaviour>): void;
  close(): Promise<void>;
};

/** Start options; `port` 0 (default) picks a free port on 127.0.0.1. */
export type FakeDadataOptions = {
  apiKey: string;
  port?: number;
  host?: string;
} & Partial<FakeDadataBehaviour>;

const DIRECTORY = { parties: FAKE_PARTIES, addresses: FAKE_ADDRESSES, banks: FAKE_BANKS };

const ERROR_BODIES: Record<number, DadataErrorBody> = {
  400: { family: 'CLIENT_ERROR', reason: 'Bad Request', message: 'Invalid request body' },
  401: { family: 'CLIENT_ERROR', reason: 'Unauthorized', message: 'Missing API key' },
  403: { family: 'CLIENT_ERROR', reason: 'Forbidden', message: 'Unknown API key' },
  404: { family: 'CLIENT_ERROR', reason: 'Not Found', message: 'Unknown method' },
  405: { family: 'CLIENT_ERROR', reason: 'Method Not Allowed', message: 'Use POST' },
  429: { family: 'CLIENT_ERROR', reason: 'Too Many Requests', message: 'Too many requests' },
};

/**
 * Starts the fake DaData suggestions server (https://dadata.ru/api/suggest/party/, «Как
 * вызвать»). As documented, a request without a key gets 401 and one
 * with an unknown key 403 (DaData also answers 403 for an unconfirmed e-mail or a spent daily limit); `count` is honoured;
 * queries match ИНН/ОГРН/БИК prefixes or case-insensitive words of names and addresses.
 */
export async function startFakeDadata(options: FakeDadataOptions): Promise<FakeDadata> {
  const behaviour: FakeDadataBehaviour = {
    delayMs: options.delayMs ?? 0,
    failWith: options.failWith ?? null,
  };
  const requests: FakeDadataRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    void readText(request).then((raw) => {
      const [status, payload] = answer(request, raw, options.apiKey, behaviour, requests);
      const timer = setTimeout(() => {
        timers.delete(timer);
        sendJson(response, status, payload);
      }, behaviour.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { address, port } = server.address() as AddressInfo;

  return {
    url: `http://${address}:${port}${FAKE_DADATA_PREFIX}`,
    requests,
    behave: (next) => Object.assign(behaviour, next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function answer(
  request: IncomingMessage,
  raw: string,
  apiKey: string,
  behaviour: FakeDadataBehaviour,
  requests: FakeDadataRequest[],
): [number, unknown] {
  const path = new URL(request.url ?? '/', 'http://fake').pathname;
  const method = path.startsWith(FAKE_DADATA_PREFIX) ? path.slice(FAKE_DADATA_PREFIX.length) : '';
  const body = parseJson(raw);
  requests.push({
    httpMethod: request.method ?? '',
    method,
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    body,
  });
  if (request.method !== 'POST') return error(405);
  const authorization = request.headers.authorization ?? '';
  if (!/^Token \S+/.test(authorization)) return error(401);
  if (authorization !== `Token ${apiKey}`) return error(403);
  if (behaviour.failWith !== null) return error(behaviour.failWith);
  if (!isRequestBody(body)) return error(400);
  const suggestions = answerMethod(method, body, DIRECTORY);
  return suggestions ? [200, { suggestions }] : error(404);
}

function error(status: number): [number, DadataErrorBody] {
  const body = ERROR_BODIES[status] ?? {
    family: 'SERVER_ERROR',
    reason: 'Internal Server Error',
    message: 'Internal error',
  };
  return [status, body];
}

function isRequestBody(body: unknown): body is RequestBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { query?: unknown }).query === 'string'
  );
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function sendJson(response: ServerResponse, status: number, payload: unknown): void {
  if (response.destroyed) return;
  const text = JSON.stringify(payload);
  response.writeHead(status, {
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

// Standalone run for local development and e2e: prints the base URL for DADATA_BASE_URL.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeDadata({
    apiKey: process.env.DADATA_API_KEY ?? 'fake-dadata-key',
    port: Number(process.env.PORT ?? 0),
  });
  process.stdout.write(`Fake DaData: DADATA_BASE_URL=${fake.url}\n`);
}

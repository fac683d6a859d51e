import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The web app's service worker, served from the site root (never cached: updates reach users). */
const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Headers that only a document (or a worker script) obeys — framing, CSP, opener,
 * referrer, legacy IE switches. A hashed script, style or font ignores them, yet every one of
 * its responses carried them: ~0.6 KiB per file, ~6 KiB of a page's first load on a phone.
 * `nosniff`, CORP, HSTS and the caching headers stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const API_PREFIXES = ['/api', '/broadcasting', '/files', '/socket.io', '/health', '/ready'];

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Kabinet</title></head>
<body><h1>Kabinet</h1><p>Веб-интерфейс ещё не собран. Выполните <code>npm run build</code> и перезапустите сервер.</p>
<p>API работает: <a href="/api/docs">/api/docs</a>.</p></body></html>`;

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '';
  if (API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) return false;
  // A missing hashed file is a 404, never the app (whose page would lose its document headers).
  if (url.startsWith('/assets/')) return false;
  return !path.extname(url) || url.endsWith('.html');
}

/**
 * ARCHITECTURE §1: the built SPA from WEB_DIST, with index.html for client routes; API paths
 * get a JSON 404. Without a build, a short Russian page says how to make one.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The push service worker (apps/web/src/sw/sw.ts) controls the whole site.
        if (filePath === path.join(webDist, SERVICE_WORKER_FILE)) {
          res.setHeader('Service-Worker-Allowed', '/');
        }
      },
    });
  }
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/assets/')) return;
    // Whatever answers under /assets/ with a page keeps every header of a page.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  });
  const sendIndex = async (_request: FastifyRequest, reply: FastifyReply) =>
    built
      ? reply.header('Cache-Control', 'no-cache').sendFile('index.html')
      : reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  // The static plugin answers 403 for the root folder (index: false), so the site root is
  // routed to the SPA explicitly, like every other client route.
  app.get('/', sendIndex);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return reply.code(404).send({ message: 'Не найдено.' });
    return sendIndex(request, reply);
  });
}

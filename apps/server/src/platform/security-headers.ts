import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security R12: a strict CSP for the SPA and every answer (tokens live in localStorage), and
 * CORS as an allow-list with credentials (ARCHITECTURE §1: the API may be a separate origin).
 * Inline styles stay allowed because Mantine injects its CSS variables at runtime.
 *
 * The Yandex Metrika tag (https://mc.yandex.ru/metrika/tag.js) may load, send hits and
 * its pixel only while a counter id is configured (`analyticsConfigured`, read per answer; the
 * admin sets the id in «Настройки приложения»). Without an id the CSP names no outside host.
 */
export const METRIKA_ORIGIN = 'https://mc.yandex.ru';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  corsOrigins: string[],
  analyticsConfigured: () => boolean = () => false,
  downloadOrigins: readonly string[] = [],
): Promise<void> {
  const metrika = () => (analyticsConfigured() ? METRIKA_ORIGIN : '');
  // Built once, run on every request: building it per request (as @fastify/helmet does)
  // parses the CSP directives each time. The function directives (Metrika) are still read per
  // answer.
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", metrika],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A chat picture's preview on S3 is a redirect to the bucket too.
        imgSrc: ["'self'", 'data:', 'blob:', metrika, ...downloadOrigins],
        fontSrc: ["'self'"],
        // A download on S3 is a redirect the SPA's fetch follows to the bucket.
        connectSrc: ["'self'", 'ws:', 'wss:', metrika, ...downloadOrigins],
        mediaSrc: ["'self'", 'blob:', ...downloadOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // A management report (PDF) is previewed in an iframe from a blob: URL the SPA
        // made of bytes it fetched with the bearer header; nothing else is framed.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'Idempotency-Key',
      'X-Requested-With',
      'X-Request-Id',
    ],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
}

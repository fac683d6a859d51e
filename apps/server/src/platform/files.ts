import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { Storage } from './storage.ts';

const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/**
 * Security R26: stored files under /files/… with an exact Content-Type, nosniff, a sandbox
 * CSP and Content-Disposition. Only re-encoded images are served inline; HTML and SVG never.
 */
export function registerFiles(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { '*': string } }>(
    '/files/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const type = IMAGE_TYPES[path.extname(key).toLowerCase()];
      const bytes = type ? await storage.get(key) : null;
      if (!type || !bytes) return reply.code(404).send({ message: 'Файл не найден.' });
      return reply
        .header('Content-Type', type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', `inline; filename="${path.basename(key)}"`)
        .header('Cache-Control', 'private, max-age=86400')
        .send(bytes);
    },
  );
}

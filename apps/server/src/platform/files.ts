import path from 'node:path';

import { fileTypeByName } from '@kabinet/domain/files';
import type { FastifyInstance } from 'fastify';

import type { Storage } from './storage.ts';

/** The MIME type of a stored picture by its key's extension; anything else is not served here. */
function imageType(key: string): string | null {
  const type = fileTypeByName(key);
  return type?.kind === 'image' ? type.mime : null;
}

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
      const type = imageType(key);
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

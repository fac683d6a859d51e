import { idFieldSchema } from '@kabinet/domain/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendUploadedFile } from '../../platform/http-files.ts';

import type { ChatFilesService } from './chat-files.service.ts';

const query = z.object({
  variant: z.enum(['original', 'preview']).default('original'),
  signature: z.string().max(128).default(''),
});

/**
 * docs/api/chat.md «Files» (security R26): signed URLs; originals always as attachments,
 * previews are re-encoded WebP; nosniff and a sandbox CSP on both.
 */
export const chatFilesRoutes: FastifyPluginAsyncZod<{ chatFiles: ChatFilesService }> = async (
  app,
  { chatFiles },
) => {
  app.get(
    '/files/:id',
    { schema: { tags: ['chat'], params: z.object({ id: idFieldSchema }), querystring: query } },
    async (request, reply) => {
      const file = await chatFiles.read(
        request.params.id,
        request.query.variant,
        request.query.signature,
      );
      // A day's cache: the signed URL names one file that never changes.
      return sendUploadedFile(reply, file, { cacheSeconds: 86_400 });
    },
  );
};

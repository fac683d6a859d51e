import { idFieldSchema, dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendUploadedFile } from '../../platform/http-files.ts';

import type { ChatFilesService } from './chat-files.service.ts';
import type { ChatUsersService } from './chat-users.service.ts';

const query = z.object({
  variant: z.enum(['original', 'preview']).default('original'),
  viewer: z.string().max(24).default(''),
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40)
    .catch(0),
  signature: z.string().max(128).default(''),
});

/**
 * docs/api/chat.md «Files» (security R26): signed URLs that expire and are checked against
 * their holder's access; originals always as attachments,
 * previews are re-encoded WebP; nosniff and a sandbox CSP on both.
 */
export const chatFilesRoutes: FastifyPluginAsyncZod<{
  chatFiles: ChatFilesService;
  chatUsers: ChatUsersService;
}> = async (app, { chatFiles, chatUsers }) => {
  app.get(
    '/files/:id/link',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['chat'],
        params: z.object({ id: idFieldSchema }),
        querystring: z.object({ variant: z.enum(['original', 'preview']).default('original') }),
        response: { 200: dataEnvelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return {
        data: { url: await chatFiles.link(actor, request.params.id, request.query.variant) },
      };
    },
  );

  app.get(
    '/files/:id',
    { schema: { tags: ['chat'], params: z.object({ id: idFieldSchema }), querystring: query } },
    async (request, reply) => {
      const { variant, ...claim } = request.query;
      const file = await chatFiles.read(request.params.id, variant, claim);
      // Cached while the URL works: it names one file that never changes, for one holder.
      return sendUploadedFile(reply, file, { cacheSeconds: 600 });
    },
  );
};

import {
  guideCategorySchema,
  guideFeedbackBodySchema,
  guideListQuerySchema,
  guideSchema,
  guideSummarySchema,
} from '@kabinet/domain/guides';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { GuideImagesService } from './guides-images.service.ts';
import type { GuidesService } from './guides.service.ts';

const tags = ['guides'];
const params = z.object({ id: idFieldSchema });
const keyParams = z.object({ key: z.string().trim().min(1).max(100) });
const withMessage = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string() });

/** docs/api/guides.md: the knowledge base, its votes and its admin. */
export const guidesRoutes: FastifyPluginAsyncZod<{
  guides: GuidesService;
  images: GuideImagesService;
}> = async (app, { guides, images }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/guide-categories',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(z.array(guideCategorySchema)) } } },
    async () => ({ data: await guides.categories() }),
  );

  app.get(
    '/guides',
    {
      ...auth,
      schema: {
        tags,
        querystring: guideListQuerySchema,
        response: { 200: dataEnvelope(z.array(guideSummarySchema)) },
      },
    },
    async (request) => ({ data: await guides.list(request.query) }),
  );

  app.get(
    '/guides/:key',
    { ...auth, schema: { tags, params: keyParams, response: { 200: dataEnvelope(guideSchema) } } },
    async (request) => ({ data: await guides.get(request.user, request.params.key) }),
  );

  app.post(
    '/guides/:id/feedback',
    {
      ...auth,
      schema: {
        tags,
        params,
        body: guideFeedbackBodySchema,
        response: { 200: withMessage(guideSchema) },
      },
    },
    async (request) => ({
      data: await guides.vote(request.user, request.params.id, request.body.helpful),
      message: 'Спасибо за отзыв!',
    }),
  );

  // Public: pictures of product content, embedded by <img>, which sends no bearer token.
  app.get('/guide-images/:id', { schema: { tags, params, hide: true } }, async (request, reply) =>
    reply
      .header('Content-Type', 'image/webp')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=86400')
      .send(await images.read(request.params.id)),
  );
};

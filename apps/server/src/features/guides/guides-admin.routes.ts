import {
  guideBodySchema,
  guideImageSchema,
  guideListQuerySchema,
  guideSchema,
  guideSummarySchema,
} from '@kabinet/domain/guides';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { GuidesAdminService } from './guides-admin.service.ts';
import type { GuideImagesService } from './guides-images.service.ts';
import { readGuideImage } from './guides-images.request.ts';
import type { GuidesService } from './guides.service.ts';

const tags = ['guides'];
const params = z.object({ id: idFieldSchema });
const keyParams = z.object({ key: z.string().trim().min(1).max(100) });
const withMessage = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string() });

/** docs/api/guides.md: the knowledge base's admin (admin and crm; others 403). */
export const guidesAdminRoutes: FastifyPluginAsyncZod<{
  guides: GuidesService;
  admin: GuidesAdminService;
  images: GuideImagesService;
}> = async (app, { guides, admin, images }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/admin/guides',
    {
      ...auth,
      schema: {
        tags,
        querystring: guideListQuerySchema,
        response: { 200: dataEnvelope(z.array(guideSummarySchema)) },
      },
    },
    async (request) => ({ data: await guides.adminList(request.user, request.query) }),
  );

  app.get(
    '/admin/guides/:key',
    { ...auth, schema: { tags, params: keyParams, response: { 200: dataEnvelope(guideSchema) } } },
    async (request) => ({ data: await guides.adminGet(request.user, request.params.key) }),
  );

  app.post(
    '/admin/guides',
    {
      ...auth,
      schema: { tags, body: guideBodySchema, response: { 201: withMessage(guideSchema) } },
    },
    async (request, reply) => {
      const data = await admin.create(request.user, request.body);
      return reply.code(201).send({ data, message: 'Черновик статьи сохранён' });
    },
  );

  app.put(
    '/admin/guides/:id',
    {
      ...auth,
      schema: { tags, params, body: guideBodySchema, response: { 200: withMessage(guideSchema) } },
    },
    async (request) => ({
      data: await admin.update(request.user, request.params.id, request.body),
      message: 'Статья сохранена',
    }),
  );

  app.delete(
    '/admin/guides/:id',
    { ...auth, schema: { tags, params, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await admin.remove(request.user, request.params.id);
      return { message: 'Статья удалена' };
    },
  );

  app.post(
    '/admin/guides/:id/publish',
    { ...auth, schema: { tags, params, response: { 200: withMessage(guideSchema) } } },
    async (request) => ({
      data: await admin.setPublished(request.user, request.params.id, true),
      message: 'Статья опубликована',
    }),
  );

  app.post(
    '/admin/guides/:id/unpublish',
    { ...auth, schema: { tags, params, response: { 200: withMessage(guideSchema) } } },
    async (request) => ({
      data: await admin.setPublished(request.user, request.params.id, false),
      message: 'Статья снята с публикации',
    }),
  );

  app.post(
    '/admin/guide-images',
    { ...auth, schema: { tags, response: { 201: withMessage(guideImageSchema) } } },
    async (request, reply) => {
      const data = await images.upload(request.user, await readGuideImage(request));
      return reply.code(201).send({ data, message: 'Картинка загружена' });
    },
  );
};

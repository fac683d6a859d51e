import { orderFileSchema } from '@kabinet/domain/orders';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendUploadedFile } from '../../platform/http-files.ts';

import { readOrderFile } from './orders-files.request.ts';
import type { OrderFilesService } from './orders-files.service.ts';

const tags = ['orders'];
const orderParams = z.object({ id: idFieldSchema, orderId: idFieldSchema });
const fileParams = orderParams.extend({ fileId: idFieldSchema });

/** docs/api/orders.md «Files»: the documents a client attaches to an order. */
export const orderFilesRoutes: FastifyPluginAsyncZod<{ files: OrderFilesService }> = async (
  app,
  { files },
) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/companies/:id/orders/:orderId/files',
    {
      ...auth,
      config: { rateBudget: 'upload' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: orderParams,
        response: { 201: dataEnvelope(orderFileSchema) },
      },
    },
    async (request, reply) => {
      const file = await readOrderFile(request);
      const data = await files.upload(
        request.user,
        request.params.id,
        request.params.orderId,
        file,
      );
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/companies/:id/orders/:orderId/files/:fileId/download',
    { ...auth, schema: { tags, params: fileParams } },
    async (request, reply) => {
      const file = await files.download(
        request.user,
        request.params.id,
        request.params.orderId,
        request.params.fileId,
      );
      return sendUploadedFile(reply, file);
    },
  );
};

import {
  cancelOrderBodySchema,
  createOrderBodySchema,
  orderDetailSchema,
  orderSchema,
} from '@kabinet/domain/orders';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { OrderStatusService } from './orders-status.service.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];
const companyParams = z.object({ id: idFieldSchema });
const orderParams = z.object({ id: idFieldSchema, orderId: idFieldSchema });
const withMessage = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string() });

/** docs/api/orders.md: a company's orders of one-time services, and the staff's list. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  status: OrderStatusService;
}> = async (app, { orders, status }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/orders',
    {
      ...auth,
      schema: {
        tags,
        params: companyParams,
        response: { 200: dataEnvelope(z.array(orderSchema)) },
      },
    },
    async (request) => ({ data: await orders.list(request.user, request.params.id) }),
  );

  app.post(
    '/companies/:id/orders',
    {
      ...auth,
      schema: {
        tags,
        params: companyParams,
        body: createOrderBodySchema,
        response: { 201: withMessage(orderSchema) },
      },
    },
    async (request, reply) => {
      const data = await orders.create(request.user, request.params.id, request.body);
      return reply.code(201).send({ data, message: `${data.number} оформлен` });
    },
  );

  app.get(
    '/companies/:id/orders/:orderId',
    {
      ...auth,
      schema: { tags, params: orderParams, response: { 200: dataEnvelope(orderDetailSchema) } },
    },
    async (request) => ({
      data: await orders.get(request.user, request.params.id, request.params.orderId),
    }),
  );

  app.post(
    '/companies/:id/orders/:orderId/cancel',
    {
      ...auth,
      schema: {
        tags,
        params: orderParams,
        body: cancelOrderBodySchema,
        response: { 200: withMessage(orderDetailSchema) },
      },
    },
    async (request) => ({
      data: await status.cancel(
        request.user,
        request.params.id,
        request.params.orderId,
        request.body,
      ),
      message: 'Заказ отменён',
    }),
  );
};

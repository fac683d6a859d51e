import {
  moveOrderBodySchema,
  orderDetailSchema,
  orderSchema,
  staffOrdersQuerySchema,
} from '@kabinet/domain/orders';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { OrderStatusService } from './orders-status.service.ts';

const tags = ['orders'];
const params = z.object({ orderId: idFieldSchema });

/** docs/api/orders.md: the staff's orders list, one order, and the status move. */
export const ordersStaffRoutes: FastifyPluginAsyncZod<{ status: OrderStatusService }> = async (
  app,
  { status },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/staff/orders',
    {
      ...auth,
      schema: {
        tags,
        querystring: staffOrdersQuerySchema,
        response: { 200: dataEnvelope(z.array(orderSchema)) },
      },
    },
    async (request) => ({ data: await status.listForStaff(request.user, request.query) }),
  );

  app.get(
    '/staff/orders/:orderId',
    {
      ...auth,
      schema: {
        tags,
        params,
        response: { 200: dataEnvelope(orderDetailSchema) },
      },
    },
    async (request) => ({ data: await status.getForStaff(request.user, request.params.orderId) }),
  );

  app.post(
    '/staff/orders/:orderId/status',
    {
      ...auth,
      schema: {
        tags,
        params,
        body: moveOrderBodySchema,
        response: { 200: z.object({ data: orderDetailSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const data = await status.move(request.user, request.params.orderId, request.body);
      return { data, message: `Статус заказа: ${data.status_name}` };
    },
  );
};

import { dataEnvelope } from '@kabinet/domain/shared';
import { deviceSchema, deviceSubscribeBodySchema, userIdParamsSchema } from '@kabinet/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { DevicesService } from './devices.service.ts';

/** SPEC §7: POST /api/user/{id}/device-subscribe → the device record. */
export const devicesRoutes: FastifyPluginAsyncZod<{ devices: DevicesService }> = async (
  app,
  { devices },
) => {
  app.post(
    '/user/:id/device-subscribe',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        params: userIdParamsSchema,
        body: deviceSubscribeBodySchema,
        response: { 200: dataEnvelope(deviceSchema) },
      },
    },
    async (request) => ({
      data: await devices.subscribe(request.user, request.params.id, request.body),
    }),
  );
};

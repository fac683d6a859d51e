import { loginBodySchema, logoutBodySchema, tokenAnswerSchema } from '@kabinet/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AuthService } from './auth.service.ts';
import { serializeToken } from './auth.serializers.ts';

const tags = ['auth'];

/** SPEC §7 Authentication under /api/v1: login and logout. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/login',
    { schema: { tags, body: loginBodySchema, response: { 200: tokenAnswerSchema } } },
    async (request) => serializeToken(await auth.login({ ...request.body, ip: request.ip })),
  );

  app.post(
    '/logout',
    {
      preHandler: app.requireUser,
      config: { allowDuringDeletion: true },
      schema: { tags, body: logoutBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const deviceToken = request.body?.device_token;
      await auth.logout({ userId: request.user.id, tokenId: request.tokenId, deviceToken });
      return reply.code(204).send(null);
    },
  );
};

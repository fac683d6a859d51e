import { dataEnvelope } from '@kabinet/domain/shared';
import {
  accompanyingUserSchema,
  editProfileBodySchema,
  updateUserBodySchema,
  userIdParamsSchema,
  userSchema,
} from '@kabinet/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { UsersService } from './users.service.ts';

const tags = ['users'];
const userAnswer = { 200: dataEnvelope(userSchema) };

/** SPEC §7 User and profile: the paths under /api the spec names. */
export const usersApiRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/user-full/current',
    {
      preHandler: app.requireUser,
      config: { allowDuringDeletion: true },
      schema: { tags, response: userAnswer },
    },
    async (request) => ({ data: await users.fullUserOf(request.user) }),
  );

  app.post(
    '/edit-profile',
    {
      preHandler: app.requireUser,
      schema: { tags, body: editProfileBodySchema, response: userAnswer },
    },
    async (request) => ({
      data: await users.editProfile(request.user, request.body),
    }),
  );

  app.get(
    '/user/current/accompanying',
    {
      preHandler: app.requireUser,
      schema: { tags, response: { 200: dataEnvelope(accompanyingUserSchema.nullable()) } },
    },
    async (request) => ({ data: await users.getAccompanying(request.user.id) }),
  );
};

/** PUT /api/v1/users/{id}: profile fields and active_company_id. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.put(
    '/users/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: userAnswer,
      },
    },
    async (request) => ({
      data: await users.updateUser(request.user, request.params.id, request.body),
    }),
  );
};

import { dataEnvelope, paginatedEnvelope } from '@kabinet/domain/shared';
import {
  adminUserParamsSchema,
  adminUserSchema,
  adminUserSessionParamsSchema,
  adminUsersQuerySchema,
  blockUserBodySchema,
  changeRoleBodySchema,
  endedSessionsSchema,
  unblockUserBodySchema,
  userSessionSchema,
} from '@kabinet/domain/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { pageAnswer } from '../../platform/page-answer.ts';

import type { UsersAdminService } from './users-admin.service.ts';

const tags = ['admin'];
const userAnswer = { 200: dataEnvelope(adminUserSchema) };
const endedAnswer = { 200: dataEnvelope(endedSessionsSchema) };

/** /admin/users: the list, one user, their role, blocks (admin and crm only). */
const adminUsersRoutes: FastifyPluginAsyncZod<{ usersAdmin: UsersAdminService }> = async (
  app,
  { usersAdmin },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/admin/users',
    {
      ...auth,
      schema: {
        tags,
        querystring: adminUsersQuerySchema,
        response: { 200: paginatedEnvelope(adminUserSchema) },
      },
    },
    async (request) =>
      pageAnswer(request.url, await usersAdmin.listUsers(request.user, request.query)),
  );
  app.get(
    '/admin/users/:id',
    { ...auth, schema: { tags, params: adminUserParamsSchema, response: userAnswer } },
    async (request) => ({ data: await usersAdmin.getUser(request.user, request.params.id) }),
  );
  app.patch(
    '/admin/users/:id/role',
    {
      ...auth,
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: changeRoleBodySchema,
        response: userAnswer,
      },
    },
    async (request) => ({
      data: await usersAdmin.changeRole(request.user, request.params.id, request.body),
    }),
  );
  app.post(
    '/admin/users/:id/block',
    {
      ...auth,
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: blockUserBodySchema,
        response: userAnswer,
      },
    },
    async (request) => ({
      data: await usersAdmin.block(request.user, request.params.id, request.body),
    }),
  );
  app.post(
    '/admin/users/:id/unblock',
    {
      ...auth,
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: unblockUserBodySchema,
        response: userAnswer,
      },
    },
    async (request) => ({
      data: await usersAdmin.unblock(request.user, request.params.id, request.body),
    }),
  );
};

/** /admin/users/{id}/sessions: a user's sessions, ended one by one or all at once. */
const adminUserSessionsRoutes: FastifyPluginAsyncZod<{ usersAdmin: UsersAdminService }> = async (
  app,
  { usersAdmin },
) => {
  const auth = { preHandler: app.requireUser };
  const caller = (request: FastifyRequest) => ({ user: request.user, tokenId: request.tokenId });

  app.get(
    '/admin/users/:id/sessions',
    {
      ...auth,
      schema: {
        tags,
        params: adminUserParamsSchema,
        response: { 200: dataEnvelope(z.array(userSessionSchema)) },
      },
    },
    async (request) => ({
      data: await usersAdmin.listSessions(caller(request), request.params.id),
    }),
  );
  app.delete(
    '/admin/users/:id/sessions',
    { ...auth, schema: { tags, params: adminUserParamsSchema, response: endedAnswer } },
    async (request) => ({
      data: await usersAdmin.endAllSessions(caller(request), request.params.id),
    }),
  );
  app.delete(
    '/admin/users/:id/sessions/:tokenId',
    { ...auth, schema: { tags, params: adminUserSessionParamsSchema, response: endedAnswer } },
    async (request) => ({
      data: await usersAdmin.endSession(caller(request), request.params.id, request.params.tokenId),
    }),
  );
};

/** «Admin → Users». */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ usersAdmin: UsersAdminService }> = async (
  app,
  { usersAdmin },
) => {
  await app.register(adminUsersRoutes, { usersAdmin });
  await app.register(adminUserSessionsRoutes, { usersAdmin });
};

import {
  changePositionBodySchema,
  companyIdParamsSchema,
  companyInvitationParamsSchema,
  companyInvitationSchema,
  companySchema,
  companyUserParamsSchema,
  companyUserSchema,
  inviteUserBodySchema,
} from '@kabinet/domain/companies';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { CompanyUsersService } from './companies-users.service.ts';

const tags = ['companies'];
const invitationIdParams = companyIdParamsSchema;

/** Users of a company: list, invite, change position, remove. */
const companyMembersRoutes: FastifyPluginAsyncZod<{ members: CompanyUsersService }> = async (
  app,
  { members },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/users',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(z.array(companyUserSchema)) },
      },
    },
    async (request) => ({ data: await members.listUsers(request.user, request.params.id) }),
  );
  app.post(
    '/companies/:id/invitations',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: inviteUserBodySchema,
        response: { 201: dataEnvelope(companyInvitationSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await members.invite(request.user, request.params.id, request.body) }),
  );
  app.delete(
    '/companies/:id/invitations/:invitationId',
    { ...auth, schema: { tags, params: companyInvitationParamsSchema } },
    async (request, reply) => {
      await members.cancelInvitation(request.user, request.params.id, request.params.invitationId);
      return reply.code(204).send();
    },
  );
  app.put(
    '/companies/:id/users/:userId',
    {
      ...auth,
      schema: {
        tags,
        params: companyUserParamsSchema,
        body: changePositionBodySchema,
        response: { 200: dataEnvelope(companyUserSchema) },
      },
    },
    async (request) => ({
      data: await members.changePosition(
        request.user,
        request.params.id,
        request.params.userId,
        request.body,
      ),
    }),
  );
  app.delete(
    '/companies/:id/users/:userId',
    { ...auth, schema: { tags, params: companyUserParamsSchema } },
    async (request, reply) => {
      await members.removeUser(request.user, request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  );
};

/** The invitee's side: pending invitations to the caller, accept, decline. */
const invitationsRoutes: FastifyPluginAsyncZod<{ members: CompanyUsersService }> = async (
  app,
  { members },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/invitations',
    {
      ...auth,
      schema: { tags, response: { 200: dataEnvelope(z.array(companyInvitationSchema)) } },
    },
    async (request) => ({ data: await members.listMyInvitations(request.user) }),
  );
  app.post(
    '/invitations/:id/accept',
    {
      ...auth,
      schema: { tags, params: invitationIdParams, response: { 200: dataEnvelope(companySchema) } },
    },
    async (request) => ({
      data: await members.acceptInvitation(request.user, request.params.id),
    }),
  );
  app.post(
    '/invitations/:id/decline',
    { ...auth, schema: { tags, params: invitationIdParams } },
    async (request, reply) => {
      await members.declineInvitation(request.user, request.params.id);
      return reply.code(204).send();
    },
  );
};

/** Users of a company and invitations (docs/api/companies.md «Users of a company»). */
export const companyUsersRoutes: FastifyPluginAsyncZod<{ members: CompanyUsersService }> = async (
  app,
  { members },
) => {
  await app.register(companyMembersRoutes, { members });
  await app.register(invitationsRoutes, { members });
};

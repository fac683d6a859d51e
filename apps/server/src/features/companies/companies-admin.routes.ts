import {
  adminCompaniesQuerySchema,
  adminCompanyChangesBodySchema,
  assignManagerBodySchema,
  companyIdParamsSchema,
  companySchema,
  companyUserParamsSchema,
  companyUserSchema,
  staffMemberSchema,
  staffParamsSchema,
  staffSettingsBodySchema,
} from '@kabinet/domain/companies';
import { dataEnvelope, paginatedEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { pageAnswer } from '../../platform/page-answer.ts';

import type { CompaniesAdminService } from './companies-admin.service.ts';

const tags = ['admin'];
const companyAnswer = { 200: dataEnvelope(companySchema) };

/** The admin list, one company and its edit; «Клиенты» of the staff. */
const adminCompanyRoutes: FastifyPluginAsyncZod<{ admin: CompaniesAdminService }> = async (
  app,
  { admin },
) => {
  const auth = { preHandler: app.requireUser };

  // The admin list and the staff's «Клиенты» answer the same page of companies.
  const companiesPage = {
    ...auth,
    schema: {
      tags,
      querystring: adminCompaniesQuerySchema,
      response: { 200: paginatedEnvelope(companySchema) },
    },
  };
  app.get('/admin/companies', companiesPage, async (request) =>
    pageAnswer(request.url, await admin.listCompanies(request.user, request.query)),
  );
  app.get('/staff/clients', companiesPage, async (request) =>
    pageAnswer(request.url, await admin.listServedCompanies(request.user, request.query)),
  );
  app.get(
    '/admin/managers',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(z.array(staffMemberSchema)) } } },
    async (request) => ({ data: await admin.listManagers(request.user) }),
  );
  app.patch(
    '/admin/managers/:userId',
    {
      ...auth,
      schema: {
        tags,
        params: staffParamsSchema,
        body: staffSettingsBodySchema,
        response: { 200: dataEnvelope(staffMemberSchema) },
      },
    },
    async (request) => ({
      data: await admin.updateManagerSettings(request.user, request.params.userId, request.body),
    }),
  );
  app.get(
    '/admin/companies/:id',
    { ...auth, schema: { tags, params: companyIdParamsSchema, response: companyAnswer } },
    async (request) => ({ data: await admin.getCompany(request.user, request.params.id) }),
  );
  app.put(
    '/admin/companies/:id',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: adminCompanyChangesBodySchema,
        response: companyAnswer,
      },
    },
    async (request) => ({
      data: await admin.updateCompany(request.user, request.params.id, request.body),
    }),
  );
};

/** Managers of a company and blocking its users. */
const adminCompanyStaffRoutes: FastifyPluginAsyncZod<{ admin: CompaniesAdminService }> = async (
  app,
  { admin },
) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/admin/companies/:id/managers',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: assignManagerBodySchema,
        response: companyAnswer,
      },
    },
    async (request) => ({
      data: await admin.assignManager(request.user, request.params.id, request.body.user_id),
    }),
  );
  // «Сменить менеджера» on the client card: one atomic replacement.
  app.put(
    '/admin/companies/:id/manager',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: assignManagerBodySchema,
        response: companyAnswer,
      },
    },
    async (request) => ({
      data: await admin.replaceManager(request.user, request.params.id, request.body.user_id),
    }),
  );
  app.delete(
    '/admin/companies/:id/managers/:userId',
    { ...auth, schema: { tags, params: companyUserParamsSchema, response: companyAnswer } },
    async (request) => ({
      data: await admin.unassignManager(request.user, request.params.id, request.params.userId),
    }),
  );
  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/admin/companies/:id/users/:userId/${action}`,
      {
        ...auth,
        schema: {
          tags,
          params: companyUserParamsSchema,
          response: { 200: dataEnvelope(companyUserSchema) },
        },
      },
      async (request) => ({
        data: await admin.setUserBlocked(
          request.user,
          request.params.id,
          request.params.userId,
          action === 'block',
        ),
      }),
    );
  }
};

/** /admin/companies (docs/api/companies.md «Admin area»): role admin or crm only. */
export const companiesAdminRoutes: FastifyPluginAsyncZod<{ admin: CompaniesAdminService }> = async (
  app,
  { admin },
) => {
  await app.register(adminCompanyRoutes, { admin });
  await app.register(adminCompanyStaffRoutes, { admin });
};

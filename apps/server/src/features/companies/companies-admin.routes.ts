import {
  adminCompaniesQuerySchema,
  adminCompanyChangesBodySchema,
  assignManagerBodySchema,
  companyIdParamsSchema,
  companySchema,
  companyUserParamsSchema,
  companyUserSchema,
  managerOptionSchema,
} from '@kabinet/domain/companies';
import { dataEnvelope, paginatedEnvelope, type PaginationLinks } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { CompaniesAdminService, CompaniesPage } from './companies-admin.service.ts';

const tags = ['admin'];
const companyAnswer = { 200: dataEnvelope(companySchema) };

/** Laravel links: the same path and query with another `page`. */
function pageLinks(url: string, page: number, lastPage: number): PaginationLinks {
  const link = (target: number) => {
    const parsed = new URL(url, 'http://local');
    parsed.searchParams.set('page', String(target));
    return `${parsed.pathname}${parsed.search}`;
  };
  return {
    first: link(1),
    last: link(lastPage),
    prev: page > 1 ? link(page - 1) : null,
    next: page < lastPage ? link(page + 1) : null,
  };
}

/** A page of companies in the paginated envelope (SPEC §7 meta and links). */
function pageAnswer(url: string, page: CompaniesPage) {
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  return {
    data: page.data,
    meta: {
      current_page: page.page,
      last_page: lastPage,
      per_page: page.perPage,
      total: page.total,
    },
    links: pageLinks(url, page.page, lastPage),
  };
}

/** The admin list, one company and its edit; «Клиенты» of the staff (issue 12). */
const adminCompanyRoutes: FastifyPluginAsyncZod<{ admin: CompaniesAdminService }> = async (
  app,
  { admin },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/admin/companies',
    {
      ...auth,
      schema: {
        tags,
        querystring: adminCompaniesQuerySchema,
        response: { 200: paginatedEnvelope(companySchema) },
      },
    },
    async (request) =>
      pageAnswer(request.url, await admin.listCompanies(request.user, request.query)),
  );
  app.get(
    '/staff/clients',
    {
      ...auth,
      schema: {
        tags,
        querystring: adminCompaniesQuerySchema,
        response: { 200: paginatedEnvelope(companySchema) },
      },
    },
    async (request) =>
      pageAnswer(request.url, await admin.listServedCompanies(request.user, request.query)),
  );
  app.get(
    '/admin/managers',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(z.array(managerOptionSchema)) } } },
    async (request) => ({ data: await admin.listManagers(request.user) }),
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

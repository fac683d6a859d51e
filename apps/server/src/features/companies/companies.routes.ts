import {
  addressSchema,
  addressSuggestQuerySchema,
  bankLookupSchema,
  bikParamsSchema,
  COMPANY_SAVED_MESSAGE,
  companyChangesBodySchema,
  companyFillBodySchema,
  companyIdParamsSchema,
  companySchema,
  companySuggestionSchema,
  createCompanyBodySchema,
  innCheckSchema,
  innParamsSchema,
  requisitesTextSchema,
  searchParamsSchema,
} from '@kabinet/domain/companies';
import { dataEnvelope } from '@kabinet/domain/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { CompanyLookupService } from './companies-lookup.service.ts';
import type { CompaniesService } from './companies.service.ts';

const tags = ['companies'];
const companyAnswer = { 200: dataEnvelope(companySchema) };
const savedAnswer = {
  200: z.object({ data: companySchema, message: z.string() }),
};

type CompaniesRoutesOptions = { companies: CompaniesService; lookup: CompanyLookupService };

/** Generic resource over /api/v1/companies: list, show, full, store, update, destroy. */
const companyResourceRoutes: FastifyPluginAsyncZod<CompaniesRoutesOptions> = async (
  app,
  { companies },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(z.array(companySchema)) } } },
    async (request) => ({ data: await companies.listMine(request.user) }),
  );
  app.post(
    '/companies',
    {
      ...auth,
      schema: {
        tags,
        body: createCompanyBodySchema,
        response: { 201: dataEnvelope(companySchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await companies.createCompany(request.user, request.body) }),
  );
  for (const path of ['/companies/:id', '/companies/:id/full']) {
    app.get(
      path,
      { ...auth, schema: { tags, params: companyIdParamsSchema, response: companyAnswer } },
      async (request) => ({ data: await companies.getCompany(request.user, request.params.id) }),
    );
  }
  app.put(
    '/companies/:id',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: companyChangesBodySchema,
        response: companyAnswer,
      },
    },
    async (request) => ({
      data: await companies.updateCompany(request.user, request.params.id, request.body),
    }),
  );
  app.delete(
    '/companies/:id',
    { ...auth, schema: { tags, params: companyIdParamsSchema } },
    async (request, reply) => {
      await companies.deleteCompany(request.user, request.params.id);
      return reply.code(204).send();
    },
  );
};

/** The spec's company calls: edit, fill, active-by-user-id, and the requisites card. */
const companyEditRoutes: FastifyPluginAsyncZod<CompaniesRoutesOptions> = async (
  app,
  { companies },
) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/companies/:id/edit',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: companyChangesBodySchema,
        response: savedAnswer,
      },
    },
    async (request) => ({
      data: await companies.updateCompany(request.user, request.params.id, request.body),
      message: COMPANY_SAVED_MESSAGE,
    }),
  );
  app.post(
    '/companies/fill/:id',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: companyFillBodySchema,
        response: savedAnswer,
      },
    },
    async (request) => ({
      data: await companies.fillCompany(request.user, request.params.id, request.body),
      message: COMPANY_SAVED_MESSAGE,
    }),
  );
  app.get(
    '/companies/active-by-user-id/:id',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(companySchema.nullable()) },
      },
    },
    async (request) => ({
      data: await companies.getActiveByUserId(request.user, request.params.id),
    }),
  );
  app.get(
    '/companies/:id/requisites',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(requisitesTextSchema) },
      },
    },
    async (request) => ({
      data: await companies.getRequisitesCard(request.user, request.params.id),
    }),
  );
};

/** INN check, directory search, address hints and bank lookup. */
const companyLookupRoutes: FastifyPluginAsyncZod<CompaniesRoutesOptions> = async (
  app,
  { lookup },
) => {
  // Every call may reach DaData, paid per request: one budget per caller.
  const auth = { preHandler: app.requireUser, config: { rateBudget: 'lookup' as const } };

  app.get(
    '/companies/check/:inn',
    {
      ...auth,
      schema: { tags, params: innParamsSchema, response: { 200: dataEnvelope(innCheckSchema) } },
    },
    async (request) => ({ data: await lookup.checkInn(request.params.inn) }),
  );
  app.get(
    '/companies/search/:text',
    {
      ...auth,
      schema: {
        tags,
        params: searchParamsSchema,
        response: { 200: dataEnvelope(z.array(companySuggestionSchema)) },
      },
    },
    async (request) => ({ data: await lookup.search(request.params.text) }),
  );
  app.get(
    '/addresses/suggest',
    {
      ...auth,
      schema: {
        tags,
        querystring: addressSuggestQuerySchema,
        response: { 200: z.object({ data: z.array(addressSchema), manual: z.boolean() }) },
      },
    },
    async (request) => lookup.suggestAddresses(request.query.query),
  );
  app.get(
    '/banks/:bik',
    {
      ...auth,
      schema: { tags, params: bikParamsSchema, response: { 200: dataEnvelope(bankLookupSchema) } },
    },
    async (request) => ({ data: await lookup.findBank(request.params.bik) }),
  );
};

/** SPEC §7 Companies and the generic resource over /api/v1/companies (docs/api/companies.md). */
export const companiesRoutes: FastifyPluginAsyncZod<CompaniesRoutesOptions> = async (
  app,
  { companies, lookup },
) => {
  // The options carry the parent's prefix: pass only the services so it is not applied twice.
  await app.register(companyResourceRoutes, { companies, lookup });
  await app.register(companyEditRoutes, { companies, lookup });
  await app.register(companyLookupRoutes, { companies, lookup });
};

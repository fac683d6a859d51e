import {
  leadBodySchema,
  leadSchema,
  leadUpdateBodySchema,
  payoutRequestBodySchema,
  payoutSchema,
  referralClientSchema,
  referralSchema,
  updateReferralBodySchema,
} from '@kabinet/domain/referral';
import { dataEnvelope, paginatedEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

import { pageAnswer } from '../../platform/page-answer.ts';

import type { ReferralClientsService } from './referral-clients.service.ts';
import type { ReferralLeadsService } from './referral-leads.service.ts';
import type { ReferralPayoutsService } from './referral-payouts.service.ts';
import {
  companyParams,
  connectInfoSchema,
  idParams,
  leadsQuerySchema,
} from './referral-routes.schemas.ts';
import type { ReferralService } from './referral.service.ts';

const tags = ['referral'];

/**
 * docs/api/referral.md (prefix /api/v1): the current company's referral, connecting,
 * the QR of its link, payouts, and a company's referral by id.
 */
export const referralRoutes: FastifyPluginAsyncZod<{
  referral: ReferralService;
  payouts: ReferralPayoutsService;
}> = async (app, { referral, payouts }) => {
  const auth = { preHandler: app.requireUser };
  const answer = { 200: dataEnvelope(referralSchema) };

  app.get(
    '/companies/current/referrals',
    { ...auth, schema: { tags, response: answer } },
    async (request) => ({ data: await referral.current(request.user) }),
  );
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/companies/current/referrals',
      ...auth,
      schema: { tags, body: updateReferralBodySchema, response: answer },
      handler: async (request) => ({ data: await referral.update(request.user, request.body) }),
    });
  }

  app.get(
    '/companies/current/referrals/connect',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(connectInfoSchema) } } },
    async (request) => ({ data: await referral.connectInfo(request.user) }),
  );

  app.get(
    '/companies/current/referrals/qr.svg',
    { ...auth, schema: { tags } },
    async (request, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(await referral.qrSvg(request.user)),
  );

  app.get(
    '/companies/current/referrals/payouts',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(z.array(payoutSchema)) } } },
    async (request) => ({ data: await payouts.list(request.user) }),
  );
  app.post(
    '/companies/current/referrals/payouts',
    {
      ...auth,
      schema: {
        tags,
        body: payoutRequestBodySchema,
        response: { 201: dataEnvelope(payoutSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await payouts.request(request.user, request.body) }),
  );

  app.get(
    '/referrals/by-company/:id',
    { ...auth, schema: { tags, params: companyParams, response: answer } },
    async (request) => ({ data: await referral.byCompany(request.user, request.params.id) }),
  );
};

type ResourceRoutesOptions = { leads: ReferralLeadsService; clients: ReferralClientsService };

/** The referral-leads resource: list, show, store, update, destroy. */
const referralLeadRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, { leads }) => {
  const auth = { preHandler: app.requireUser };
  const leadAnswer = { 200: dataEnvelope(leadSchema) };

  app.get(
    '/referral-leads',
    {
      ...auth,
      schema: {
        tags,
        querystring: leadsQuerySchema,
        response: { 200: paginatedEnvelope(leadSchema) },
      },
    },
    async (request) => pageAnswer(request.url, await leads.list(request.user, request.query)),
  );
  app.get(
    '/referral-leads/:id',
    { ...auth, schema: { tags, params: idParams, response: leadAnswer } },
    async (request) => ({ data: await leads.show(request.user, request.params.id) }),
  );
  app.post(
    '/referral-leads',
    {
      ...auth,
      schema: { tags, body: leadBodySchema, response: { 201: dataEnvelope(leadSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await leads.store(request.user, request.body) }),
  );
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/referral-leads/:id',
      ...auth,
      schema: { tags, params: idParams, body: leadUpdateBodySchema, response: leadAnswer },
      handler: async (request) => ({
        data: await leads.update(request.user, request.params.id, request.body),
      }),
    });
  }
  app.delete(
    '/referral-leads/:id',
    { ...auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      await leads.remove(request.user, request.params.id);
      return reply.code(204).send();
    },
  );
};

/** The referral-clients resource: read and unlink; writes are refused. */
const referralClientRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { clients },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/referral-clients',
    {
      ...auth,
      schema: { tags, response: { 200: dataEnvelope(z.array(referralClientSchema)) } },
    },
    async (request) => ({ data: await clients.list(request.user) }),
  );
  app.get(
    '/referral-clients/:id',
    {
      ...auth,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(referralClientSchema) } },
    },
    async (request) => ({ data: await clients.show(request.user, request.params.id) }),
  );
  app.post('/referral-clients', { ...auth, schema: { tags } }, () => clients.refuseWrite());
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/referral-clients/:id',
      ...auth,
      schema: { tags, params: idParams },
      handler: () => clients.refuseWrite(),
    });
  }
  app.delete(
    '/referral-clients/:id',
    { ...auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      await clients.unlink(request.user, request.params.id);
      return reply.code(204).send();
    },
  );
};

/** Prefix /api: the generic resources referral-leads and referral-clients. */
export const referralResourceRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { leads, clients },
) => {
  // The options carry the parent's prefix: pass only the services so it is not applied twice.
  await app.register(referralLeadRoutes, { leads, clients });
  await app.register(referralClientRoutes, { leads, clients });
};

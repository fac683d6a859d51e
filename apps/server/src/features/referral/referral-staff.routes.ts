import {
  leadSchema,
  payoutMoveBodySchema,
  payoutSchema,
  referralRulesBodySchema,
} from '@kabinet/domain/referral';
import { dataEnvelope, paginatedEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

import { pageAnswer } from '../../platform/page-answer.ts';

import type { ReferralLeadsService } from './referral-leads.service.ts';
import type { ReferralPayoutsService } from './referral-payouts.service.ts';
import type { ReferralRulesService } from './referral-rules.service.ts';
import {
  idParams,
  leadsQuerySchema,
  payoutsQuerySchema,
  rulesSchema,
} from './referral-routes.schemas.ts';

const tags = ['referral'];

/** Prefix /api/v1: staff payouts and leads, the admin's rules. */
export const referralStaffRoutes: FastifyPluginAsyncZod<{
  payouts: ReferralPayoutsService;
  leads: ReferralLeadsService;
  rules: ReferralRulesService;
}> = async (app, { payouts, leads, rules }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/staff/referral-payouts',
    {
      ...auth,
      schema: {
        tags,
        querystring: payoutsQuerySchema,
        response: { 200: dataEnvelope(z.array(payoutSchema)) },
      },
    },
    async (request) => ({ data: await payouts.staffList(request.user, request.query.status) }),
  );
  app.post(
    '/staff/referral-payouts/:id/moves',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: payoutMoveBodySchema,
        response: { 200: dataEnvelope(payoutSchema) },
      },
    },
    async (request) => ({
      data: await payouts.move(request.user, request.params.id, request.body),
    }),
  );

  app.get(
    '/staff/referral-leads',
    {
      ...auth,
      schema: {
        tags,
        querystring: leadsQuerySchema,
        response: { 200: paginatedEnvelope(leadSchema) },
      },
    },
    async (request) => pageAnswer(request.url, await leads.staffList(request.user, request.query)),
  );

  const rulesAnswer = { 200: dataEnvelope(rulesSchema) };
  app.get(
    '/admin/referral-rules',
    { ...auth, schema: { tags, response: rulesAnswer } },
    async (request) => ({ data: await rules.getRules(request.user) }),
  );
  app.put(
    '/admin/referral-rules',
    { ...auth, schema: { tags, body: referralRulesBodySchema, response: rulesAnswer } },
    async (request) => ({ data: await rules.saveRules(request.user, request.body) }),
  );
};

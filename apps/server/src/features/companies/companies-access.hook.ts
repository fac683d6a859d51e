import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Db } from '../../db/client.ts';

import { createCompanyAccess } from './companies-access.service.ts';
import { companyNotFound } from './companies.errors.ts';

/**
 * A path whose `:id` is a company: `/api/v1/companies/:id…` and the admin area's
 * `/api/v1/admin/companies/:id…` (`companies/check/:inn`, `companies/active-by-user-id/:id` and
 * the like name something else).
 */
const COMPANY_PATH = /^\/api\/v1\/(admin\/)?companies\/:id(\/|$)/;
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2 ** 31 - 1;

/**
 * Security R14 and the order of a company-scoped call: who may see the company is decided
 * before the query and the body are read, so a user outside it gets the same 404 as for a
 * missing company whatever they send — never a 422 that describes the route's schema, nor the
 * cost of validating a crafted query. Runs at onRequest, after the token is checked (the auth
 * hook puts `requireUser` first); each service still checks what the caller may do there.
 */
export const companyAccessHook = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    const access = createCompanyAccess(db);
    const requireCompany = async (request: FastifyRequest) => {
      const raw = (request.params as { id?: string }).id ?? '';
      const id = ID.test(raw) ? Number(raw) : NaN;
      if (!(id <= MAX_ID)) throw companyNotFound();
      await access.view(request.user, id);
    };
    app.addHook('onRoute', (route) => {
      if (!COMPANY_PATH.test(route.url)) return;
      const onRequest = [route.onRequest ?? []].flat();
      // Only routes behind a token, whose check the auth hook has put first.
      if (!onRequest.includes(app.requireUser)) return;
      route.onRequest = [...onRequest, requireCompany];
    });
  },
  { name: 'company-access-hook', dependencies: ['auth-hook'] },
);

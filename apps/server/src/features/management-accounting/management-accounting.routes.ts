import { analyticsQuerySchema, analyticsSchema } from '@kabinet/domain/analytics';
import { dashboardQuerySchema, dashboardSchema } from '@kabinet/domain/management-accounting';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AnalyticsService } from './management-accounting-analytics.service.ts';
import type { DashboardService } from './management-accounting-dashboard.service.ts';

const idParams = z.object({ id: idFieldSchema });

/**
 * Analytics (docs/api/analytics.md) and the management graphs
 * (docs/api/management-accounting.md «Dashboard», the spec's DateStart/DateEnd names).
 */
export const managementAccountingRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  dashboard: DashboardService;
}> = async (app, { analytics, dashboard }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/analytics',
    {
      ...auth,
      schema: {
        tags: ['analytics'],
        params: idParams,
        querystring: analyticsQuerySchema,
        response: { 200: dataEnvelope(analyticsSchema) },
      },
    },
    async (request) => ({
      data: await analytics.analyticsOf(request.user, request.params.id, request.query),
    }),
  );

  const dashboardSchemas = {
    tags: ['management-accounting'],
    querystring: dashboardQuerySchema,
    response: { 200: dataEnvelope(dashboardSchema) },
  };

  app.get(
    '/companies/current/accounting-management/dashboard',
    { ...auth, schema: dashboardSchemas },
    async (request) => ({
      data: await dashboard.currentDashboard(request.user, {
        from: request.query.DateStart,
        to: request.query.DateEnd,
      }),
    }),
  );

  app.get(
    '/companies/:id/accounting-management/dashboard',
    { ...auth, schema: { ...dashboardSchemas, params: idParams } },
    async (request) => ({
      data: await dashboard.dashboardOf(request.user, request.params.id, {
        from: request.query.DateStart,
        to: request.query.DateEnd,
      }),
    }),
  );
};

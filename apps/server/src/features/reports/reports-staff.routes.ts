import {
  createReportBodySchema,
  REPORT_FILE_SLOTS,
  moveReportBodySchema,
  reportSchema,
  staffReportsQuerySchema,
} from '@kabinet/domain/reports';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { readReportFile } from './reports-files.request.ts';
import type { ReportFilesService } from './reports-files.service.ts';
import type { ReportsService } from './reports.service.ts';

const tags = ['reports'];
const idParams = z.object({ id: idFieldSchema });
const reportParams = z.object({ id: idFieldSchema, reportId: idFieldSchema });

/** docs/api/reports.md: the staff make reports, upload their files, move statuses. */
export const reportsStaffRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  files: ReportFilesService;
}> = async (app, { reports, files }) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/staff/companies/:id/reports',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: createReportBodySchema,
        response: { 201: dataEnvelope(reportSchema) },
      },
    },
    async (request, reply) => {
      const data = await reports.createReport(request.user, request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/staff/companies/:id/reports/:reportId/status',
    {
      ...auth,
      schema: {
        tags,
        params: reportParams,
        body: moveReportBodySchema,
        response: { 200: dataEnvelope(reportSchema) },
      },
    },
    async (request) => ({
      data: await reports.moveReport(
        request.user,
        request.params.id,
        request.params.reportId,
        request.body,
      ),
    }),
  );

  for (const slot of REPORT_FILE_SLOTS) {
    app.post(
      `/staff/companies/:id/reports/:reportId/files/${slot}`,
      {
        ...auth,
        config: { rateBudget: 'upload' },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: reportParams,
          response: { 200: dataEnvelope(reportSchema) },
        },
      },
      async (request) => {
        const { id, reportId } = request.params;
        const file = await readReportFile(request);
        return { data: await files.upload(request.user, id, reportId, slot, file) };
      },
    );
  }

  app.get(
    '/staff/reports',
    {
      ...auth,
      schema: {
        tags,
        querystring: staffReportsQuerySchema,
        response: { 200: dataEnvelope(z.array(reportSchema)) },
      },
    },
    async (request) => ({ data: await reports.listStaffReports(request.user, request.query) }),
  );
};

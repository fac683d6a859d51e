import {
  REPORT_FILE_SLOTS,
  reportSchema,
  reportSignCodeAnswerSchema,
  signReportBodySchema,
} from '@kabinet/domain/reports';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendUploadedFile } from '../../platform/http-files.ts';

import type { ReportFilesService } from './reports-files.service.ts';
import type { ReportsSignoff } from './reports-signoff.service.ts';
import type { ReportsService } from './reports.service.ts';

const tags = ['reports'];
const idParams = z.object({ id: idFieldSchema });
const reportParams = z.object({ id: idFieldSchema, reportId: idFieldSchema });

/** docs/api/reports.md: a company's reports, their files and the client's sign-off. */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  files: ReportFilesService;
  signoff: ReportsSignoff;
}> = async (app, { reports, files, signoff }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/reports',
    {
      ...auth,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(z.array(reportSchema)) } },
    },
    async (request) => ({ data: await reports.listReports(request.user, request.params.id) }),
  );

  app.get(
    '/companies/:id/reports/:reportId',
    {
      ...auth,
      schema: { tags, params: reportParams, response: { 200: dataEnvelope(reportSchema) } },
    },
    async (request) => ({
      data: await reports.getReport(request.user, request.params.id, request.params.reportId),
    }),
  );

  // One path per file (the report, the receipt): a path parameter here is always a row's id.
  for (const slot of REPORT_FILE_SLOTS) {
    app.get(
      `/companies/:id/reports/:reportId/files/${slot}`,
      { ...auth, schema: { tags, params: reportParams } },
      async (request, reply) => {
        const { id, reportId } = request.params;
        const file = await files.download(request.user, id, reportId, slot);
        return sendUploadedFile(reply, file);
      },
    );
  }

  app.post(
    '/companies/:id/reports/:reportId/sign/code',
    {
      ...auth,
      schema: {
        tags,
        params: reportParams,
        response: { 200: dataEnvelope(reportSignCodeAnswerSchema) },
      },
    },
    async (request) => ({
      data: await signoff.sendSignCode(request.user, request.params.id, request.params.reportId),
    }),
  );

  app.post(
    '/companies/:id/reports/:reportId/sign',
    {
      ...auth,
      schema: {
        tags,
        params: reportParams,
        body: signReportBodySchema,
        response: { 200: dataEnvelope(reportSchema) },
      },
    },
    async (request) => ({
      data: await signoff.sign(
        request.user,
        request.params.id,
        request.params.reportId,
        request.body,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
      ),
    }),
  );
};

import { dataEnvelope, paginatedEnvelope } from '@kabinet/domain/shared';
import {
  companyTaskAttachmentParamsSchema,
  companyTaskChecklistParamsSchema,
  companyTaskParamsSchema,
  companyTasksParamsSchema,
  companyTasksQuerySchema,
  taskChecklistToggleBodySchema,
  taskCommentBodySchema,
  taskCountSchema,
  taskDetailSchema,
  taskSchema,
} from '@kabinet/domain/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendUploadedFile } from '../../platform/http-files.ts';
import { pageAnswer } from '../../platform/page-answer.ts';

import { readTaskFile } from './tasks-file.request.ts';
import type { TasksService } from './tasks.service.ts';

const tags = ['tasks'];
const detailAnswer = dataEnvelope(taskDetailSchema);

type App = Parameters<FastifyPluginAsyncZod>[0];

/** docs/api/tasks.md: a company's tasks as its users see them. */
export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (
  app,
  { tasks },
) => {
  companyTaskReadRoutes(app, tasks);
  companyTaskChangeRoutes(app, tasks);
  companyTaskFileRoutes(app, tasks);
};

/** The list, the menu badge and one task. */
function companyTaskReadRoutes(app: App, tasks: TasksService) {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/tasks',
    {
      ...auth,
      schema: {
        tags,
        params: companyTasksParamsSchema,
        querystring: companyTasksQuerySchema,
        response: { 200: paginatedEnvelope(taskSchema) },
      },
    },
    async (request) =>
      pageAnswer(request.url, await tasks.list(request.user, request.params.id, request.query)),
  );

  app.get(
    '/companies/:id/tasks/count',
    {
      ...auth,
      schema: {
        tags,
        params: companyTasksParamsSchema,
        response: { 200: dataEnvelope(taskCountSchema) },
      },
    },
    async (request) => ({ data: await tasks.count(request.user, request.params.id) }),
  );

  app.get(
    '/companies/:id/tasks/:taskId',
    { ...auth, schema: { tags, params: companyTaskParamsSchema, response: { 200: detailAnswer } } },
    async (request) => ({
      data: await tasks.get(request.user, request.params.id, request.params.taskId),
    }),
  );
}

/** Comments, checklist ticks and «Отметить выполненной». */
function companyTaskChangeRoutes(app: App, tasks: TasksService) {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/companies/:id/tasks/:taskId/comments',
    {
      ...auth,
      schema: {
        tags,
        params: companyTaskParamsSchema,
        body: taskCommentBodySchema,
        response: { 201: detailAnswer },
      },
    },
    async (request, reply) => {
      const { id, taskId } = request.params;
      const data = await tasks.comment(request.user, id, taskId, request.body.text);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/companies/:id/tasks/:taskId/checklist/:itemId',
    {
      ...auth,
      schema: {
        tags,
        params: companyTaskChecklistParamsSchema,
        body: taskChecklistToggleBodySchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) => {
      const { id, taskId, itemId } = request.params;
      return {
        data: await tasks.toggleChecklist(request.user, id, taskId, itemId, request.body.done),
      };
    },
  );

  app.post(
    '/companies/:id/tasks/:taskId/complete',
    { ...auth, schema: { tags, params: companyTaskParamsSchema, response: { 200: detailAnswer } } },
    async (request) => ({
      data: await tasks.complete(request.user, request.params.id, request.params.taskId),
    }),
  );
}

/** A task's files: upload and download. */
function companyTaskFileRoutes(app: App, tasks: TasksService) {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/companies/:id/tasks/:taskId/attachments',
    {
      ...auth,
      config: { rateBudget: 'upload' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: companyTaskParamsSchema,
        response: { 201: detailAnswer },
      },
    },
    async (request, reply) => {
      const { id, taskId } = request.params;
      // Access first: a stranger learns nothing from how the upload is read.
      await tasks.get(request.user, id, taskId);
      const file = await readTaskFile(request);
      const data = await tasks.attach(request.user, id, taskId, file);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/companies/:id/tasks/:taskId/attachments/:attachmentId',
    { ...auth, schema: { tags, params: companyTaskAttachmentParamsSchema } },
    async (request, reply) => {
      const { id, taskId, attachmentId } = request.params;
      const file = await tasks.download(request.user, id, taskId, attachmentId);
      return sendUploadedFile(reply, file);
    },
  );
}

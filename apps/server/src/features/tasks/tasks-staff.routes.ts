import { dataEnvelope, paginatedEnvelope } from '@kabinet/domain/shared';
import {
  staffTaskAssigneesQuerySchema,
  staffTaskAttachmentParamsSchema,
  staffTaskChecklistParamsSchema,
  staffTaskCreateBodySchema,
  staffTaskParamsSchema,
  staffTasksQuerySchema,
  staffTaskUpdateBodySchema,
  taskChecklistAddBodySchema,
  taskChecklistToggleBodySchema,
  taskCommentBodySchema,
  taskCountSchema,
  taskDetailSchema,
  taskPersonSchema,
  taskSchema,
  taskStatusBodySchema,
} from '@kabinet/domain/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendUploadedFile } from '../../platform/http-files.ts';
import { pageAnswer } from '../../platform/page-answer.ts';

import { readTaskFile } from './tasks-file.request.ts';
import type { StaffTasksService } from './tasks-staff.service.ts';

const tags = ['tasks'];
const detailAnswer = dataEnvelope(taskDetailSchema);
const params = staffTaskParamsSchema;

type App = Parameters<FastifyPluginAsyncZod>[0];

/** docs/api/tasks.md: the staff's tasks across their companies. */
export const tasksStaffRoutes: FastifyPluginAsyncZod<{ staffTasks: StaffTasksService }> = async (
  app,
  { staffTasks },
) => {
  staffTaskListRoutes(app, staffTasks);
  staffTaskRoutes(app, staffTasks);
  staffTaskPartRoutes(app, staffTasks);
};

/** The lists: tasks, the menu badge, who a task may be given to. */
function staffTaskListRoutes(app: App, staffTasks: StaffTasksService) {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/staff/tasks',
    {
      ...auth,
      schema: {
        tags,
        querystring: staffTasksQuerySchema,
        response: { 200: paginatedEnvelope(taskSchema) },
      },
    },
    async (request) => pageAnswer(request.url, await staffTasks.list(request.user, request.query)),
  );

  app.get(
    '/staff/tasks/count',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(taskCountSchema) } } },
    async (request) => ({ data: await staffTasks.count(request.user) }),
  );

  app.get(
    '/staff/tasks/assignees',
    {
      ...auth,
      schema: {
        tags,
        querystring: staffTaskAssigneesQuerySchema,
        response: { 200: dataEnvelope(z.array(taskPersonSchema)) },
      },
    },
    async (request) => ({
      data: await staffTasks.assignees(request.user, request.query.company_id),
    }),
  );
}

/** One task: create, read, edit, move to a status. */
function staffTaskRoutes(app: App, staffTasks: StaffTasksService) {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/staff/tasks',
    {
      ...auth,
      schema: { tags, body: staffTaskCreateBodySchema, response: { 201: detailAnswer } },
    },
    async (request, reply) => {
      const data = await staffTasks.create(request.user, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/staff/tasks/:taskId',
    { ...auth, schema: { tags, params, response: { 200: detailAnswer } } },
    async (request) => ({ data: await staffTasks.get(request.user, request.params.taskId) }),
  );

  app.patch(
    '/staff/tasks/:taskId',
    {
      ...auth,
      schema: { tags, params, body: staffTaskUpdateBodySchema, response: { 200: detailAnswer } },
    },
    async (request) => ({
      data: await staffTasks.update(request.user, request.params.taskId, request.body),
    }),
  );

  app.post(
    '/staff/tasks/:taskId/status',
    {
      ...auth,
      schema: { tags, params, body: taskStatusBodySchema, response: { 200: detailAnswer } },
    },
    async (request) => ({
      data: await staffTasks.update(request.user, request.params.taskId, {
        status: request.body.status,
      }),
    }),
  );
}

/** What is on a task: comments, checklist, files. */
function staffTaskPartRoutes(app: App, staffTasks: StaffTasksService) {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/staff/tasks/:taskId/comments',
    {
      ...auth,
      schema: { tags, params, body: taskCommentBodySchema, response: { 201: detailAnswer } },
    },
    async (request, reply) => {
      const data = await staffTasks.comment(request.user, request.params.taskId, request.body.text);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/staff/tasks/:taskId/checklist',
    {
      ...auth,
      schema: { tags, params, body: taskChecklistAddBodySchema, response: { 201: detailAnswer } },
    },
    async (request, reply) => {
      const { taskId } = request.params;
      const data = await staffTasks.addChecklistItem(request.user, taskId, request.body.text);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/staff/tasks/:taskId/checklist/:itemId',
    {
      ...auth,
      schema: {
        tags,
        params: staffTaskChecklistParamsSchema,
        body: taskChecklistToggleBodySchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) => {
      const { taskId, itemId } = request.params;
      return {
        data: await staffTasks.toggleChecklist(request.user, taskId, itemId, request.body.done),
      };
    },
  );

  app.post(
    '/staff/tasks/:taskId/attachments',
    {
      ...auth,
      config: { rateBudget: 'upload' },
      schema: { tags, consumes: ['multipart/form-data'], params, response: { 201: detailAnswer } },
    },
    async (request, reply) => {
      const { taskId } = request.params;
      await staffTasks.get(request.user, taskId);
      const file = await readTaskFile(request);
      const data = await staffTasks.attach(request.user, taskId, file);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/staff/tasks/:taskId/attachments/:attachmentId',
    { ...auth, schema: { tags, params: staffTaskAttachmentParamsSchema } },
    async (request, reply) => {
      const { taskId, attachmentId } = request.params;
      const file = await staffTasks.download(request.user, taskId, attachmentId);
      return sendUploadedFile(reply, file);
    },
  );
}

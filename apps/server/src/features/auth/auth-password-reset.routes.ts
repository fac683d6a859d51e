import {
  codeSentAnswerSchema,
  forgotPasswordBodySchema,
  messageAnswerSchema,
  resetPasswordBodySchema,
} from '@kabinet/domain/auth';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { PasswordResetService } from './auth-password-reset.service.ts';

const tags = ['auth'];

/** Contract: password/forgot (a code to the account's contact) and password/reset. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService;
}> = async (app, { passwordReset }) => {
  app.post(
    '/password/forgot',
    {
      config: { rateBudget: 'codes' },
      schema: {
        tags,
        body: forgotPasswordBodySchema,
        response: { 200: dataEnvelope(codeSentAnswerSchema) },
      },
    },
    async (request) => ({ data: await passwordReset.forgot(request.body.login) }),
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags,
        body: resetPasswordBodySchema,
        response: { 200: dataEnvelope(messageAnswerSchema) },
      },
    },
    async (request) => ({ data: await passwordReset.reset(request.body) }),
  );
};

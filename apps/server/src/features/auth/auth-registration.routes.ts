import {
  registerContactBodySchema,
  sendCodeAnswerSchema,
  sendEmailCodeBodySchema,
  sendPhoneCodeBodySchema,
  tokenAnswerSchema,
  verifyCodeAnswerSchema,
  verifyCodeBodySchema,
} from '@kabinet/domain/auth';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { RegistrationService } from './auth-registration.service.ts';
import { serializeToken } from './auth.serializers.ts';

type Options = { registration: RegistrationService };
const tags = ['auth'];

/** SPEC §7 registration under /api/v1: code send (email|phone), verify, contact form. */
export const registrationRoutes: FastifyPluginAsyncZod<Options> = async (app, { registration }) => {
  const sendCodeResponse = { 200: dataEnvelope(sendCodeAnswerSchema) };
  // Each call sends an e-mail or an SMS: one budget per IP beside the per-contact counters.
  const codes = { rateBudget: 'codes' as const };
  app.post(
    '/register/code/send/email',
    { config: codes, schema: { tags, body: sendEmailCodeBodySchema, response: sendCodeResponse } },
    async (request) => ({ data: await registration.sendCode('email', request.body.email) }),
  );
  app.post(
    '/register/code/send/phone',
    { config: codes, schema: { tags, body: sendPhoneCodeBodySchema, response: sendCodeResponse } },
    async (request) => ({ data: await registration.sendCode('phone', request.body.phone) }),
  );

  app.post(
    '/register/code/verify',
    {
      schema: {
        tags,
        body: verifyCodeBodySchema,
        response: { 200: dataEnvelope(verifyCodeAnswerSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const recipient = body.send_type === 'email' ? body.email : body.phone;
      return { data: await registration.verifyCode(recipient, body.code) };
    },
  );

  app.post(
    '/register/contact',
    { schema: { tags, body: registerContactBodySchema, response: { 201: tokenAnswerSchema } } },
    async (request, reply) =>
      reply.code(201).send(serializeToken(await registration.register(request.body))),
  );
};

/** SPEC §7: the legacy one-shot POST /api/register (same body as register/contact). */
export const legacyRegisterRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { registration },
) => {
  app.post(
    '/register',
    { schema: { tags, body: registerContactBodySchema, response: { 201: tokenAnswerSchema } } },
    async (request, reply) =>
      reply.code(201).send(serializeToken(await registration.register(request.body))),
  );
};

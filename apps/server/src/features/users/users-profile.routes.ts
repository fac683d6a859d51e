import { codeSentAnswerSchema, messageAnswerSchema } from '@kabinet/domain/auth';
import { AVATAR_UPLOAD } from '@kabinet/domain/files';
import { dataEnvelope } from '@kabinet/domain/shared';
import {
  accountDeletionBodySchema,
  changePasswordBodySchema,
  changePhoneBodySchema,
  phoneCodeBodySchema,
  userSchema,
} from '@kabinet/domain/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AccountService } from './users-account.service.ts';
import type { AvatarService } from './users-avatar.service.ts';
import { avatarMissing, avatarTooLarge } from './users.errors.ts';

const tags = ['profile'];
const userAnswer = { 200: dataEnvelope(userSchema) };

/** Reads the multipart field `file` into memory, at most 5 MB. */
async function readAvatarFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: AVATAR_UPLOAD.maxBytes, files: 1 } });
  if (!part || part.fieldname !== 'file') throw avatarMissing();
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? avatarTooLarge() : error;
  });
  if (bytes.length === 0) throw avatarMissing();
  return bytes;
}

/** Contract «Signed in»: avatar, phone, password and account deletion under /api/v1/profile. */
export const profileRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  avatars: AvatarService;
}> = async (app, { account, avatars }) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/profile/avatar',
    {
      ...auth,
      config: { rateBudget: 'upload' },
      schema: { tags, consumes: ['multipart/form-data'], response: userAnswer },
    },
    async (request) => ({
      data: await avatars.upload(request.user, await readAvatarFile(request)),
    }),
  );
  app.delete(
    '/profile/avatar',
    { ...auth, schema: { tags, response: userAnswer } },
    async (request) => ({
      data: await avatars.remove(request.user),
    }),
  );

  app.post(
    '/profile/phone/code',
    {
      ...auth,
      config: { rateBudget: 'codes' },
      schema: {
        tags,
        body: phoneCodeBodySchema,
        response: { 200: dataEnvelope(codeSentAnswerSchema) },
      },
    },
    async (request) => ({
      data: await account.requestPhoneCode(request.user, request.body.phone),
    }),
  );
  app.post(
    '/profile/phone',
    { ...auth, schema: { tags, body: changePhoneBodySchema, response: userAnswer } },
    async (request) => ({
      data: await account.changePhone(request.user, request.body),
    }),
  );

  app.post(
    '/profile/password',
    {
      ...auth,
      schema: {
        tags,
        body: changePasswordBodySchema,
        response: { 200: dataEnvelope(messageAnswerSchema) },
      },
    },
    async (request) => ({
      data: await account.changePassword(request.user, request.tokenId, request.body),
    }),
  );

  const deletion = { ...auth, config: { allowDuringDeletion: true } };
  app.post(
    '/profile/deletion',
    { ...deletion, schema: { tags, body: accountDeletionBodySchema, response: userAnswer } },
    async (request) => ({
      data: await account.requestDeletion(request.user, request.tokenId, request.body.password),
    }),
  );
  app.delete(
    '/profile/deletion',
    { ...deletion, schema: { tags, response: userAnswer } },
    async (request) => ({
      data: await account.cancelDeletion(request.user),
    }),
  );
};

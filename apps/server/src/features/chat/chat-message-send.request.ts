import {
  CHAT_FILE_MESSAGES,
  MAX_CHAT_FILE_BYTES,
  MAX_FILES_PER_MESSAGE,
  sendMessageFieldsSchema,
  type SendMessageFields,
} from '@kabinet/domain/chat';
import type { FastifyRequest } from 'fastify';

import type { FieldErrors } from '../../platform/errors.ts';
import { assertCleanText } from '../../platform/text-guard.ts';

import type { UploadedFile } from './chat-files.service.ts';
import { invalidField, tooManyFiles, validationFailed } from './chat.errors.ts';

/**
 * SPEC §7 POST /api/chat/messages: multipart/form-data (text fields + `files[]`), or JSON with
 * the same field names (or a nested `extra` object) for clients without files.
 */
export async function readSendRequest(
  request: FastifyRequest,
): Promise<{ fields: SendMessageFields; files: UploadedFile[] }> {
  const raw: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  if (request.isMultipart()) {
    try {
      const parts = request.parts({
        limits: {
          fileSize: MAX_CHAT_FILE_BYTES,
          files: MAX_FILES_PER_MESSAGE,
          fields: 20,
          fieldSize: 64 * 1024,
        },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          assertCleanText('files', part.filename);
          files.push({ name: part.filename, bytes: await part.toBuffer() });
        } else {
          if (typeof part.value === 'string') assertCleanText(part.fieldname, part.value);
          raw[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw multipartProblem(error);
    }
  } else {
    Object.assign(raw, flattenExtra(request.body));
  }
  const parsed = sendMessageFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
    }
    throw validationFailed(errors);
  }
  return { fields: parsed.data, files };
}

function flattenExtra(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const { extra, ...rest } = body as Record<string, unknown>;
  if (!extra || typeof extra !== 'object') return rest;
  const { date, client_id: clientId } = extra as Record<string, unknown>;
  return {
    ...rest,
    'extra[date]': date,
    ...(clientId === undefined ? {} : { 'extra[client_id]': clientId }),
  };
}

function multipartProblem(error: unknown) {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalidField('files', CHAT_FILE_MESSAGES.TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return tooManyFiles();
  return error;
}

import {
  MANAGEMENT_FILE_UPLOAD,
  uploadManagementFileFieldsSchema,
  type UploadManagementFileFields,
} from '@kabinet/domain/management-accounting';
import type { FastifyRequest } from 'fastify';

import { HttpError, type FieldErrors } from '../../platform/errors.ts';
import { assertCleanText } from '../../platform/text-guard.ts';

import { fileMissing, fileTooLarge } from './management-accounting.errors.ts';

/** The upload's text fields by the domain's schema, or 422 with a message per field. */
function parseUploadFields(raw: Record<string, unknown>): UploadManagementFileFields {
  const parsed = uploadManagementFileFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'Проверьте поля.';
  throw new HttpError(422, first, 'validation', errors);
}

/**
 * Upload of a management report: multipart with the text fields (kind, period_type,
 * period, title, comment) and one `file`, at most 20 MB, in any order. The fields are checked by
 * the domain's schema (422 with Russian field messages); the bytes' type by the service.
 */
export async function readManagementUpload(
  request: FastifyRequest,
): Promise<{ fields: UploadManagementFileFields; file: { filename: string; bytes: Buffer } }> {
  if (!request.isMultipart()) throw fileMissing();
  const raw: Record<string, unknown> = {};
  let file: { filename: string; bytes: Buffer } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MANAGEMENT_FILE_UPLOAD.maxBytes, files: 1, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw fileMissing();
        assertCleanText('file', part.filename);
        file = { filename: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        assertCleanText(part.fieldname, part.value);
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? fileTooLarge() : error;
  }
  const fields = parseUploadFields(raw);
  if (!file) throw fileMissing();
  return { fields, file };
}

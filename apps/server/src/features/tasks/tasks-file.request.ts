import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import type { FastifyRequest } from 'fastify';

import { readUploadedFile } from '../../platform/http-files.ts';

import { fileMissing, fileTooLarge } from './tasks.errors.ts';

/** Reads the multipart field `file` of a task attachment into memory, at most 20 MB. */
export function readTaskFile(request: FastifyRequest) {
  return readUploadedFile(request, {
    maxBytes: COMPANY_DOCUMENT_UPLOAD.maxBytes,
    missing: fileMissing,
    tooLarge: fileTooLarge,
  });
}

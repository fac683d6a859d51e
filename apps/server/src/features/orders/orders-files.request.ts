import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import type { FastifyRequest } from 'fastify';

import { readUploadedFile } from '../../platform/http-files.ts';

import { fileMissing, fileTooLarge } from './orders.errors.ts';

/** Reads the multipart field `file` of an order's upload into memory, at most 20 MB. */
export function readOrderFile(request: FastifyRequest) {
  return readUploadedFile(request, {
    maxBytes: COMPANY_DOCUMENT_UPLOAD.maxBytes,
    missing: fileMissing,
    tooLarge: fileTooLarge,
  });
}

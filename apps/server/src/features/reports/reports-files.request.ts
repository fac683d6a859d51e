import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import type { FastifyRequest } from 'fastify';

import { readUploadedFile } from '../../platform/http-files.ts';

import { fileMissing, fileTooLarge } from './reports.errors.ts';

/** Reads the multipart field `file` of a report's upload into memory, at most 20 MB. */
export function readReportFile(request: FastifyRequest) {
  return readUploadedFile(request, {
    maxBytes: COMPANY_DOCUMENT_UPLOAD.maxBytes,
    missing: fileMissing,
    tooLarge: fileTooLarge,
  });
}

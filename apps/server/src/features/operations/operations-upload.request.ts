import type { FastifyRequest } from 'fastify';

import { readUploadedFile } from '../../platform/http-files.ts';

import { fileMissing, fileTooLarge } from './operations.errors.ts';

/**
 * A year of a busy company's statement, or a 100,000-line one, is some tens of MB of text; 80 MB
 * leaves room (the bench's 100,000-line file is 52 MB) without inviting abuse (the file is parsed in memory once, then imported by a job).
 */
export const STATEMENT_MAX_BYTES = 80 * 1024 * 1024;

/** Reads the multipart field `file` of a statement upload into memory. */
export function readStatementUpload(request: FastifyRequest) {
  return readUploadedFile(request, {
    maxBytes: STATEMENT_MAX_BYTES,
    missing: fileMissing,
    tooLarge: fileTooLarge,
  });
}

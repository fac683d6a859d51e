import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import type { FastifyRequest } from 'fastify';

import { attachmentDisposition, readUploadedFile } from '../../platform/http-files.ts';

import { fileMissing, fileTooLarge } from './tasks.errors.ts';

/** Reads the multipart field `file` of a task attachment into memory, at most 20 MB. */
export function readTaskFile(request: FastifyRequest) {
  return readUploadedFile(request, {
    maxBytes: COMPANY_DOCUMENT_UPLOAD.maxBytes,
    missing: fileMissing,
    tooLarge: fileTooLarge,
  });
}

/** The headers a task file is sent with: never rendered by the browser. */
export function fileHeaders(file: { name: string; mimeType: string }): Record<string, string> {
  return {
    'Content-Type': file.mimeType,
    'Content-Disposition': attachmentDisposition(file.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  };
}

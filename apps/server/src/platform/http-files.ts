import type { FastifyReply, FastifyRequest } from 'fastify';

import type { HttpError } from './errors.ts';
import type { OutgoingFile } from './stored-file.ts';
import { assertCleanText } from './text-guard.ts';

/**
 * RFC 6266 attachment with an ASCII fallback and the UTF-8 name (RFC 5987), so a Russian file
 * name («Счёт 2026-0012.pdf») arrives as it is and older clients still get a safe one.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** `inline` with the same two names as `attachmentDisposition`. */
export function inlineDisposition(name: string): string {
  return attachmentDisposition(name).replace(/^attachment/, 'inline');
}

/** Sends a file we made (a PDF, a sheet) as a download with its Russian name, never cached. */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; bytes: Buffer },
  contentType: string,
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/**
 * Security R26: a file a person uploaded goes back with its stored type (read from the bytes at
 * upload), nosniff and a sandbox CSP, so no browser ever renders it as a page: a download, or
 * inline where the file says so (a chat picture's preview). On S3 the answer is a
 * redirect to the presigned address, which carries the same type and name as response
 * overrides; the route has checked access before.
 */
export function sendUploadedFile(
  reply: FastifyReply,
  file: OutgoingFile,
  options: { cacheSeconds?: number } = {},
) {
  const cache = options.cacheSeconds
    ? `private, max-age=${options.cacheSeconds}`
    : 'private, no-store';
  if ('url' in file) {
    return reply
      .code(302)
      .header('Location', file.url)
      .header('Cache-Control', 'private, no-store')
      .send();
  }
  return reply
    .header('Content-Type', file.mimeType)
    .header(
      'Content-Disposition',
      file.inline ? inlineDisposition(file.name) : attachmentDisposition(file.name),
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', cache)
    .send(file.bytes);
}

/** Sends a PDF we made (an invoice, an act) as a download with its Russian name, never cached. */
export function sendPdf(reply: FastifyReply, file: { fileName: string; bytes: Buffer }) {
  return sendDownload(reply, file, 'application/pdf');
}

/**
 * Reads the multipart field `file` of an upload into memory, at most `maxBytes`: no file (or not
 * multipart) is the feature's `missing` error, a larger one its `tooLarge`; the file name obeys
 * the user-text rule. The bytes' type is checked by the service (platform/file-detection.ts).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  rules: { maxBytes: number; missing: () => HttpError; tooLarge: () => HttpError },
): Promise<{ filename: string; bytes: Buffer }> {
  const codeOf = (error: unknown) => (error as { code?: string }).code;
  const part = await request
    .file({ limits: { fileSize: rules.maxBytes, files: 1 } })
    .catch((error: unknown) => {
      throw codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? rules.missing() : error;
    });
  if (!part || part.fieldname !== 'file') throw rules.missing();
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw codeOf(error) === 'FST_REQ_FILE_TOO_LARGE' ? rules.tooLarge() : error;
  });
  if (part.file.truncated) throw rules.tooLarge();
  assertCleanText('file', part.filename);
  return { filename: part.filename, bytes };
}

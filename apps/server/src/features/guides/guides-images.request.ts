import { AVATAR_UPLOAD } from '@kabinet/domain/files';
import type { FastifyRequest } from 'fastify';

import { readUploadedFile } from '../../platform/http-files.ts';

import { guideImageMissing, guideImageTooLarge } from './guides.errors.ts';

/** POST /admin/guide-images: the multipart field `file`, at most 5 MB. */
export async function readGuideImage(request: FastifyRequest): Promise<Buffer> {
  const { bytes } = await readUploadedFile(request, {
    maxBytes: AVATAR_UPLOAD.maxBytes,
    missing: guideImageMissing,
    tooLarge: guideImageTooLarge,
  });
  if (bytes.length === 0) throw guideImageMissing();
  return bytes;
}

import { AVATAR_UPLOAD } from '@kabinet/domain/files';
import { guideImageMarkdown, type GuideImage } from '@kabinet/domain/guides';
import { isAdmin } from '@kabinet/domain/shared';
import sharp from 'sharp';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';
import { detectFileType } from '../../platform/file-detection.ts';
import { randomString } from '../../platform/secrets.ts';
import type { Storage } from '../../platform/storage.ts';

import {
  guideImageBadType,
  guideImageNotFound,
  guideImageUnreadable,
  guideImageTooLarge,
} from './guides.errors.ts';
import * as guidesRepo from './guides.repository.ts';

/** Pictures are at most this wide; smaller ones keep their size. */
const MAX_WIDTH = 1600;
/** Decompression-bomb guard: at most ~40 megapixels are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The address an article embeds (public: the images of product content, served by id). */
export const guideImageUrl = (id: number) => `/api/v1/guide-images/${id}`;

/**
 * Pictures for articles (security R25: the type read from the bytes, JPEG, PNG, WebP
 * or GIF; re-encoded to WebP, which strips EXIF and anything hidden), stored under an
 * unguessable key and served by id.
 */
export function createGuideImagesService(deps: { db: Db; clock: Clock; storage: Storage }) {
  const { db, storage } = deps;
  return { upload, read };

  async function upload(
    actor: Pick<UserRow, 'id' | 'roleSlug'>,
    bytes: Buffer,
  ): Promise<GuideImage> {
    if (!isAdmin(actor.roleSlug)) {
      throw forbidden('Раздел доступен только администраторам', 'auth.admin_area');
    }
    if (bytes.length > AVATAR_UPLOAD.maxBytes) throw guideImageTooLarge();
    if (!(await detectFileType(bytes, AVATAR_UPLOAD.extensions))) throw guideImageBadType();
    const webp = await reencode(bytes);
    const key = `guides/${randomString(32)}.webp`;
    await storage.put(key, webp);
    const row = await guidesRepo.insertImage(db, {
      storageKey: key,
      uploadedBy: actor.id,
      createdAt: deps.clock.now(),
    });
    if (!row) throw guideImageNotFound();
    const url = guideImageUrl(row.id);
    return { id: row.id, url, markdown: guideImageMarkdown(url) };
  }

  /** The stored WebP of an image, or a 404. */
  async function read(id: number): Promise<Buffer> {
    const row = await guidesRepo.findImage(db, id);
    const bytes = row ? await storage.get(row.storageKey) : null;
    if (!bytes) throw guideImageNotFound();
    return bytes;
  }
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw guideImageUnreadable();
  }
}

export type GuideImagesService = ReturnType<typeof createGuideImagesService>;

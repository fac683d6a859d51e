import { AVATAR_UPLOAD } from '@kabinet/domain/files';
import sharp from 'sharp';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import { detectFileType } from '../../platform/file-detection.ts';
import { randomString } from '../../platform/secrets.ts';
import type { Storage } from '../../platform/storage.ts';

import { avatarBadType, avatarUnreadable } from './users.errors.ts';
import * as usersRepo from './users.repository.ts';
import type { UsersService } from './users.service.ts';

/** Contract: avatars are 256×256 WebP. */
const AVATAR_SIZE = 256;
/** Decompression-bomb guard: at most ~40 megapixels are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Contract POST/DELETE /api/v1/profile/avatar (security R25): the type is read from the bytes
 * (the domain's AVATAR_UPLOAD: jpeg, png, webp, gif), the picture is re-encoded (which also strips EXIF) to 256×256
 * WebP and stored under an unguessable name.
 */
export function createAvatarService(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  users: UsersService;
}) {
  const { db, storage } = deps;
  return { upload, remove };

  async function upload(actor: UserRow, bytes: Buffer) {
    if (!(await detectFileType(bytes, AVATAR_UPLOAD.extensions))) throw avatarBadType();
    const webp = await reencode(bytes);
    const key = `avatars/${actor.id}/${randomString(32)}.webp`;
    await storage.put(key, webp);
    await usersRepo.updateUser(db, actor.id, { avatarPath: key, updatedAt: deps.clock.now() });
    if (actor.avatarPath) await storage.remove(actor.avatarPath);
    return deps.users.getFullUser(actor.id);
  }

  async function remove(actor: UserRow) {
    await usersRepo.updateUser(db, actor.id, { avatarPath: null, updatedAt: deps.clock.now() });
    if (actor.avatarPath) await storage.remove(actor.avatarPath);
    return deps.users.getFullUser(actor.id);
  }
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw avatarUnreadable();
  }
}

export type AvatarService = ReturnType<typeof createAvatarService>;

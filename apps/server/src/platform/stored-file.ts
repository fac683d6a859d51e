import type { Storage, StoredFileHeaders } from './storage.ts';

/**
 * A stored file on its way to the browser: the bytes, which the app sends (local disk), or a
 * presigned address the browser is redirected to (S3).
 */
export type OutgoingFile = StoredFileHeaders & ({ bytes: Buffer } | { url: string });

/**
 * The file under `key` as it goes out, or null when the local disk does not have it. Call it
 * after the access check: on S3 the address it makes is the permission. (On S3 a missing object
 * is S3's own 404 after the redirect; the database row said it exists.)
 */
export async function openStoredFile(
  storage: Storage,
  key: string | null | undefined,
  headers: StoredFileHeaders,
): Promise<OutgoingFile | null> {
  if (!key) return null;
  if (storage.downloadUrl) return { ...headers, url: await storage.downloadUrl(key, headers) };
  const bytes = await storage.get(key);
  return bytes ? { ...headers, bytes } : null;
}

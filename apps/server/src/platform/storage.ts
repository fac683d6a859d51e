import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How a stored file is handed to the browser: its name, type, and whether it may show inline. */
export type StoredFileHeaders = { name: string; mimeType: string; inline?: boolean };

/**
 * Port for stored files: a local folder (the default), or an S3-compatible bucket
 * (platform/storage-s3.ts) that every node shares.
 */
export type Storage = {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Public URL path of a stored file. */
  url(key: string): string;
  /**
   * A short-lived address the browser downloads the file from directly, given after the
   * caller's access check (a presigned S3 GET); absent on the local disk, where the app sends
   * the bytes itself.
   */
  downloadUrl?(key: string, file: StoredFileHeaders): Promise<string>;
  /** Releases the store's connections (the S3 client's); nothing to do on the local disk. */
  close?(): void;
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** True for keys we generate (`avatars/12/abc.webp`): no `..`, no absolute paths. */
export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** Files in a local folder (DATA_DIR/files), served under /files/. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (isSafeKey(key)) await rm(resolve(key), { force: true });
    },
    url: (key) => `/files/${key}`,
  };
}

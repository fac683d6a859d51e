import { FILE_TYPES, type FileExtension } from '@kabinet/domain/files';

import { detectFileType } from './file-detection.ts';
import { randomString } from './secrets.ts';
import type { Storage } from './storage.ts';

/**
 * A display name safe for a header and a list: no path, no control characters or quotes, at
 * most 150 characters, ending in the extension read from the bytes (never the declared one).
 */
export function safeFileName(original: string, extension: string, fallback = 'document'): string {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 150);
  return `${clean || fallback}.${extension}`;
}

/** An uploaded file as stored: where, under what name, of what type and size. */
export type StoredUpload<E extends FileExtension = FileExtension> = {
  key: string;
  name: string;
  extension: E;
  mimeType: string;
  size: number;
};

/** The columns every table of uploaded files keeps (documents, order and task files). */
export function storedFileColumns(stored: StoredUpload) {
  return {
    name: stored.name,
    extension: stored.extension,
    mimeType: stored.mimeType,
    size: stored.size,
    storageKey: stored.key,
  };
}

export type UploadInput<E extends FileExtension> = {
  file: { filename: string; bytes: Buffer };
  /** What this upload accepts (a domain UploadRule's extensions). */
  accepted: readonly E[];
  /** Storage folder, e.g. `documents/12`; the key adds a random name and the extension. */
  folder: string;
  /** The name when nothing is left of the uploaded one. */
  fallbackName?: string;
  /** The feature's own 422s: an empty file, a type it does not accept. */
  errors: { missing: () => Error; badType: () => Error };
};

/**
 * Security R25 and the one order every upload follows: the type is read from the bytes, the
 * bytes are stored, then `record` writes the row (usually in a transaction). Should `record`
 * throw, the bytes are removed again, so no stored file is left without its row.
 */
export async function storeUpload<E extends FileExtension, T>(
  storage: Storage,
  input: UploadInput<E>,
  record: (stored: StoredUpload<E>) => Promise<T>,
): Promise<T> {
  const { file, errors } = input;
  if (file.bytes.length === 0) throw errors.missing();
  const extension = await detectFileType(file.bytes, input.accepted, file.filename);
  if (!extension) throw errors.badType();
  const key = `${input.folder}/${randomString(32)}.${extension}`;
  await storage.put(key, file.bytes);
  const stored: StoredUpload<E> = {
    key,
    name: safeFileName(file.filename, extension, input.fallbackName),
    extension,
    mimeType: FILE_TYPES[extension].mime,
    size: file.bytes.length,
  };
  try {
    return await record(stored);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

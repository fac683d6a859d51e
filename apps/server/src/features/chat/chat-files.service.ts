import {
  CHAT_FILE_MESSAGES,
  chatFileProblem,
  IMAGE_PREVIEW_MAX_SIDE,
  MAX_FILES_PER_MESSAGE,
} from '@kabinet/domain/chat';
import {
  acceptedExtension,
  CHAT_ATTACHMENT_UPLOAD,
  FILE_TYPES,
  type FileKind,
} from '@kabinet/domain/files';
import sharp from 'sharp';

import type { Db } from '../../db/client.ts';
import { detectFileType } from '../../platform/file-detection.ts';
import { randomString } from '../../platform/secrets.ts';
import type { Storage } from '../../platform/storage.ts';
import { openStoredFile } from '../../platform/stored-file.ts';

import { findFile, findLiveMessage } from './chat-messages.repository.ts';
import {
  viewerOf,
  type FileUrlClaim,
  type FileUrlSigner,
  type FileVariant,
} from './chat-files.signing.ts';
import type { ChatActor } from './chat-users.service.ts';
import { fileLinkExpired, fileNotFound, invalidField, tooManyFiles } from './chat.errors.ts';
import { findConversationAccess, requireConversationAccess } from './chat.policy.ts';

/** An uploaded file part, fully read. */
export type UploadedFile = { name: string; bytes: Buffer };
/** A file checked and stored, ready for its row. */
export type StoredFile = {
  name: string;
  mime: string;
  size: number;
  kind: FileKind;
  storageKey: string;
  previewKey: string | null;
};

/** Decompression-bomb guard for previews. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Attachments: extension by kind (SPEC §3), content read by file-type, size limit; images
 * get a WebP preview. The MIME type comes from the extension we accepted, never from the client.
 */
export function createChatFilesService(deps: { db: Db; storage: Storage; signer: FileUrlSigner }) {
  const { storage } = deps;
  return { check, store, discard, read, link };

  /**
   * 422 with the domain's Russian reason for the first refused file: its name or size, then its
   * content, which must be what its extension says (a renamed executable is refused).
   */
  async function check(files: readonly UploadedFile[]): Promise<void> {
    if (files.length > MAX_FILES_PER_MESSAGE) throw tooManyFiles();
    for (const file of files) {
      const problem = chatFileProblem({ name: file.name, size: file.bytes.length });
      if (problem) throw invalidField('files', problem);
      const declared = acceptedExtension(CHAT_ATTACHMENT_UPLOAD, file.name);
      if (!declared || !(await detectFileType(file.bytes, [declared], file.name))) {
        throw invalidField('files', CHAT_FILE_MESSAGES.CONTENT_MISMATCH);
      }
    }
  }

  async function store(
    conversationId: number,
    files: readonly UploadedFile[],
  ): Promise<StoredFile[]> {
    return Promise.all(files.map((file) => storeOne(conversationId, file)));
  }

  async function storeOne(conversationId: number, file: UploadedFile): Promise<StoredFile> {
    const ext = acceptedExtension(CHAT_ATTACHMENT_UPLOAD, file.name);
    if (!ext) throw invalidField('files', CHAT_FILE_MESSAGES.TYPE_NOT_ALLOWED);
    const { mime, kind } = FILE_TYPES[ext];
    const base = `chat/${conversationId}/${randomString(32)}`;
    const storageKey = `${base}.${ext}`;
    await storage.put(storageKey, file.bytes);
    const preview = kind === 'image' ? await previewOf(file.bytes) : null;
    const previewKey = preview ? `${base}-preview.webp` : null;
    if (preview && previewKey) await storage.put(previewKey, preview);
    const name = file.name.replace(/[\r\n"\\/]/g, '_').slice(0, 255);
    return {
      name,
      mime,
      size: file.bytes.length,
      kind,
      storageKey,
      previewKey,
    };
  }

  /** Removes files stored for a send that turned out to be a retry. */
  async function discard(files: readonly StoredFile[]): Promise<void> {
    for (const file of files) {
      await storage.remove(file.storageKey);
      if (file.previewKey) await storage.remove(file.previewKey);
    }
  }

  /**
   * A fresh signed URL of a file for a participant of its conversation (404 otherwise): what a
   * chat open for longer than a URL works asks for before its links run out.
   */
  async function link(actor: ChatActor, id: number, variant: FileVariant): Promise<string> {
    const row = await findFile(deps.db, id);
    const message = row && (await findLiveMessage(deps.db, row.messageId));
    if (!row || !message || (variant === 'preview' && !row.previewKey)) throw fileNotFound();
    await requireConversationAccess(deps.db, actor, message.conversationId, fileNotFound);
    return deps.signer.url(id, variant, viewerOf(actor));
  }

  /**
   * The bytes of a file by its signed URL: 404 for a bad signature, 403 for an expired one, and
   * 404 when the URL's holder is no longer in the file's conversation (removed from it or from
   * its company) or the message is gone.
   */
  async function read(id: number, variant: FileVariant, claim: FileUrlClaim) {
    const viewer = deps.signer.verify(id, variant, claim);
    if (viewer === null) throw fileNotFound();
    if (viewer === 'expired') throw fileLinkExpired();
    const row = await findFile(deps.db, id);
    const message = row && (await findLiveMessage(deps.db, row.messageId));
    if (
      !row ||
      !message ||
      !(await findConversationAccess(deps.db, viewer, message.conversationId))
    ) {
      throw fileNotFound();
    }
    const file =
      variant === 'preview'
        ? await openStoredFile(storage, row.previewKey, {
            name: `${row.name}.webp`,
            mimeType: 'image/webp',
            inline: true,
          })
        : await openStoredFile(storage, row.storageKey, { name: row.name, mimeType: row.mime });
    if (!file) throw fileNotFound();
    return file;
  }
}

async function previewOf(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(IMAGE_PREVIEW_MAX_SIDE, IMAGE_PREVIEW_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

export type ChatFilesService = ReturnType<typeof createChatFilesService>;

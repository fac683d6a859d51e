import {
  acceptAttribute,
  acceptedExtension,
  CHAT_ATTACHMENT_UPLOAD,
  FILE_TYPES,
  maxSizeText,
  uploadRuleText,
  type FileKind,
} from '../files/file-types.ts';

/** SPEC §3: message types — text only, files only, or text with files. */
export const MESSAGE_TYPE = { TEXT: 'TEXT', FILE: 'FILE', TEXT_FILE: 'TEXT_FILE' } as const;
/** A message type of SPEC §3. */
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];

/** A recognised attachment extension of SPEC §3 (lower case, no dot). */
export type ChatFileExtension = (typeof CHAT_ATTACHMENT_UPLOAD.extensions)[number];

/** SPEC §3/§5: the `accept` attribute of the chat file input («.jpeg,.jpg,…,.tgs»). */
export const CHAT_FILE_ACCEPT = acceptAttribute(CHAT_ATTACHMENT_UPLOAD);

/** «a size limit»: the largest attachment, 20 MB. */
export const MAX_CHAT_FILE_BYTES = CHAT_ATTACHMENT_UPLOAD.maxBytes;

/** Ours: at most this many files in one message (the spec sets no number). */
export const MAX_FILES_PER_MESSAGE = 10;

/** A refusal names what may be attached — the kinds, their types and the size limit. */
const CHAT_FILES_ALLOWED = `Можно прикрепить ${uploadRuleText(CHAT_ATTACHMENT_UPLOAD)}.`;

/**
 * Russian texts of the attachment checks (extensions, content, size, count); a refused
 * type or size lists what is accepted.
 */
export const CHAT_FILE_MESSAGES = {
  TYPE_NOT_ALLOWED: `Этот тип файла не поддерживается. ${CHAT_FILES_ALLOWED}`,
  CONTENT_MISMATCH: 'Содержимое файла не соответствует его расширению',
  TOO_LARGE: `Файл больше ${maxSizeText(CHAT_ATTACHMENT_UPLOAD)}. ${CHAT_FILES_ALLOWED}`,
  EMPTY: 'Файл пустой',
  TOO_MANY: `Можно прикрепить не больше ${MAX_FILES_PER_MESSAGE} файлов`,
} as const;

/**
 * SPEC §3: the attachment kind of a file name by its extension — «акт.pdf» → 'document',
 * «фото.JPG» → 'image'; an extension the spec does not list gives `null` (the file is refused).
 */
export function fileKindByName(name: string): FileKind | null {
  const ext = acceptedExtension(CHAT_ATTACHMENT_UPLOAD, name);
  return ext ? FILE_TYPES[ext].kind : null;
}

/**
 * SPEC §3: the type of a message from what it carries — text and files → TEXT_FILE, files only →
 * FILE, otherwise TEXT. Blank text (spaces, line breaks) counts as no text. A message with neither
 * is TEXT here; refusing it is the caller's job ({@link isEmptyMessage}).
 */
export function messageTypeFor({
  text,
  files,
}: {
  text: string | null | undefined;
  files: readonly unknown[] | null | undefined;
}): MessageType {
  const hasText = (text ?? '').trim() !== '';
  const hasFiles = (files?.length ?? 0) > 0;
  if (hasFiles) return hasText ? MESSAGE_TYPE.TEXT_FILE : MESSAGE_TYPE.FILE;
  return MESSAGE_TYPE.TEXT;
}

/** SPEC §3: a message with neither text (after trimming) nor files cannot be sent. */
export function isEmptyMessage({
  text,
  files,
}: {
  text: string | null | undefined;
  files: readonly unknown[] | null | undefined;
}): boolean {
  return (text ?? '').trim() === '' && (files?.length ?? 0) === 0;
}

/**
 * SPEC §3: the Russian reason an attachment is refused by its name and size, or `null`
 * when they are fine — unknown extension, empty, or larger than {@link MAX_CHAT_FILE_BYTES}. The
 * server then reads the content, which must be what the extension says
 * (`CHAT_FILE_MESSAGES.CONTENT_MISMATCH` otherwise).
 */
export function chatFileProblem({ name, size }: { name: string; size: number }): string | null {
  if (fileKindByName(name) === null) return CHAT_FILE_MESSAGES.TYPE_NOT_ALLOWED;
  if (size <= 0) return CHAT_FILE_MESSAGES.EMPTY;
  if (size > MAX_CHAT_FILE_BYTES) return CHAT_FILE_MESSAGES.TOO_LARGE;
  return null;
}

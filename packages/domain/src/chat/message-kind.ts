import {
  acceptAttribute,
  acceptedExtension,
  CHAT_ATTACHMENT_UPLOAD,
  FILE_TYPES,
  fileExtension,
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

/** Issue 5 «a size limit»: the largest attachment, 20 MB. */
export const MAX_CHAT_FILE_BYTES = CHAT_ATTACHMENT_UPLOAD.maxBytes;

/** Ours: at most this many files in one message (the spec sets no number). */
export const MAX_FILES_PER_MESSAGE = 10;

/** Russian texts of the attachment checks (issue 5: extensions, sniffing, size, count). */
export const CHAT_FILE_MESSAGES = {
  TYPE_NOT_ALLOWED: 'Этот тип файла не поддерживается',
  CONTENT_MISMATCH: 'Содержимое файла не соответствует его расширению',
  TOO_LARGE: 'Файл больше 20 МБ',
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

/** One fixed run of bytes at an offset; `mask` (same length) ignores bits where it has 0. */
export interface SignaturePart {
  offset: number;
  bytes: readonly number[];
  mask?: readonly number[];
}
/** A file signature: every part must match. */
export type FileSignature = readonly SignaturePart[];

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const at = (offset: number, bytes: readonly number[], mask?: readonly number[]): SignaturePart =>
  mask ? { offset, bytes, mask } : { offset, bytes };

const JPEG: FileSignature[] = [[at(0, [0xff, 0xd8, 0xff])]];
const OLE: FileSignature[] = [[at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])]];
const OGG: FileSignature[] = [[at(0, ascii('OggS'))]];

/**
 * Issue 5 «content sniffed»: magic bytes per recognised extension; a file matches when any of its
 * signatures matches. mp3 is an ID3 tag or an MPEG audio Layer III frame sync (FF F2/F3/FA/FB);
 * mp4 is an ISO BMFF `ftyp` box at offset 4; docx is a ZIP (Office Open XML).
 */
export const FILE_SIGNATURES: Record<ChatFileExtension, readonly FileSignature[]> = {
  jpeg: JPEG,
  jpg: JPEG,
  png: [[at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]],
  gif: [[at(0, ascii('GIF8'))]],
  webp: [[at(0, ascii('RIFF')), at(8, ascii('WEBP'))]],
  pdf: [[at(0, ascii('%PDF'))]],
  doc: OLE,
  xls: OLE,
  docx: [[at(0, [0x50, 0x4b, 0x03, 0x04])]],
  mp4: [[at(4, ascii('ftyp'))]],
  webm: [[at(0, [0x1a, 0x45, 0xdf, 0xa3])]],
  ogv: OGG,
  oga: OGG,
  mp3: [[at(0, ascii('ID3'))], [at(0, [0xff, 0xf2], [0xff, 0xf6])]],
  wav: [[at(0, ascii('RIFF')), at(8, ascii('WAVE'))]],
  tgs: [[at(0, [0x1f, 0x8b])]],
};

/** How many leading bytes {@link sniffMatches} needs at most (read this many from an upload). */
export const SNIFF_BYTES = 16;

function partMatches(bytes: Uint8Array, { offset, bytes: expected, mask }: SignaturePart): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((value, i) => {
    const m = mask?.[i] ?? 0xff;
    return ((bytes[offset + i] ?? 0) & m) === (value & m);
  });
}

/**
 * Issue 5: whether the first bytes of a file fit its extension (`ext` with or without a dot, any
 * case), so a renamed executable is not accepted as an image. An extension the spec does not
 * recognise never matches.
 */
export function sniffMatches(bytes: Uint8Array, ext: string): boolean {
  const key = ext.replace(/^\./, '').toLowerCase();
  const known = CHAT_ATTACHMENT_UPLOAD.extensions.find((accepted) => accepted === key);
  if (!known) return false;
  const signatures = FILE_SIGNATURES[known];
  return signatures.some((signature) => signature.every((part) => partMatches(bytes, part)));
}

/**
 * SPEC §3 + issue 5: the Russian reason an attachment is refused, or `null` when it is fine —
 * unknown extension, empty, larger than {@link MAX_CHAT_FILE_BYTES}, or (when `head` holds the
 * first bytes) content that does not fit the extension.
 */
export function chatFileProblem({
  name,
  size,
  head,
}: {
  name: string;
  size: number;
  head?: Uint8Array;
}): string | null {
  if (fileKindByName(name) === null) return CHAT_FILE_MESSAGES.TYPE_NOT_ALLOWED;
  if (size <= 0) return CHAT_FILE_MESSAGES.EMPTY;
  if (size > MAX_CHAT_FILE_BYTES) return CHAT_FILE_MESSAGES.TOO_LARGE;
  if (head && !sniffMatches(head, fileExtension(name))) return CHAT_FILE_MESSAGES.CONTENT_MISMATCH;
  return null;
}

import { fileExtension, type FileExtension } from '@kabinet/domain/files';
import { fileTypeFromBuffer } from 'file-type';

const ISO_MEDIA_BRANDS = ['mp4', 'm4v', 'm4a', 'm4p', 'm4b', 'mov', '3gp', '3g2', 'f4v', 'f4a'];

/**
 * Which of our extensions (the domain's file table) each answer of file-type confirms. An
 * animated PNG is a PNG (viewers without animation show its first frame). An ISO media file
 * (`ftyp` box) of any video or audio brand counts as .mp4, as phones save QuickTime, M4A and
 * 3GPP brands under that name; Ogg audio codecs confirm .oga, Ogg video .ogv, an Ogg of unknown
 * codecs either; a gzip stream confirms a .tgs sticker (gzipped Lottie JSON).
 */
const CONFIRMED_BY: Readonly<Record<string, readonly FileExtension[]>> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  apng: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  ...Object.fromEntries(ISO_MEDIA_BRANDS.map((brand) => [brand, ['mp4'] as const])),
  webm: ['webm'],
  ogv: ['ogv'],
  ogm: ['ogv'],
  ogg: ['oga'],
  oga: ['oga'],
  opus: ['oga'],
  spx: ['oga'],
  ogx: ['oga', 'ogv'],
  mp3: ['mp3'],
  wav: ['wav'],
  gz: ['tgs'],
};

/**
 * The old Office formats — .doc, .xls, and also .ppt, .msg and .msi — are all one OLE2 compound
 * file (magic D0 CF 11 E0 A1 B1 1A E1), which file-type reports as 'cfb'. Which program wrote it
 * is recorded only in the names of the streams inside (WordDocument, Workbook), reached by
 * following the container's own sector chains: file-type does not walk them, and walking them
 * ourselves would be a parser of our own to keep. So the declared extension decides between .doc
 * and .xls, which is all that can be known cheaply; any other name is refused. A container that
 * lies about being a .doc is still no risk: it is stored as `application/msword`, always served
 * as an attachment with nosniff, and no browser runs it.
 */
const OLE2_EXTENSIONS: readonly FileExtension[] = ['doc', 'xls'];

function confirmedExtensions(detected: string, declaredName: string): readonly FileExtension[] {
  if (detected !== 'cfb') return CONFIRMED_BY[detected] ?? [];
  return OLE2_EXTENSIONS.filter((ext) => ext === fileExtension(declaredName));
}

/**
 * Security R25: which of the `accepted` extensions the content of `bytes` is, read from the
 * bytes by file-type (the declared name and type are not trusted), or `null` when it is none of
 * them. The first one of `accepted` the content confirms wins (a JPEG is 'jpg' before 'jpeg').
 * The declared name only tells .doc from .xls inside an OLE2 container (see above).
 */
export async function detectFileType<E extends FileExtension>(
  bytes: Uint8Array,
  accepted: readonly E[],
  declaredName = '',
): Promise<E | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const confirmed = detected ? confirmedExtensions(detected.ext, declaredName) : [];
  return accepted.find((ext) => confirmed.includes(ext)) ?? null;
}

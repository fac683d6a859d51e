/** SPEC §3: the kinds of attachment — images, documents, video, audio and stickers. */
export const FILE_KINDS = ['image', 'document', 'video', 'audio', 'sticker'] as const;
/** An attachment kind of SPEC §3. */
export type FileKind = (typeof FILE_KINDS)[number];

/** One accepted file type: the MIME type we store and serve, a label people know, its kind. */
export interface FileType {
  mime: string;
  label: string;
  kind: FileKind;
}

/**
 * The one table of file types Kabinet accepts, keyed by extension (lower case, no dot): SPEC §3's
 * recognised extensions, plus xlsx, which company documents also take (docs/api/companies.md).
 * The MIME type is what a stored file is served with; the server never takes the client's.
 */
export const FILE_TYPES = {
  jpeg: { mime: 'image/jpeg', label: 'JPG', kind: 'image' },
  jpg: { mime: 'image/jpeg', label: 'JPG', kind: 'image' },
  png: { mime: 'image/png', label: 'PNG', kind: 'image' },
  gif: { mime: 'image/gif', label: 'GIF', kind: 'image' },
  webp: { mime: 'image/webp', label: 'WebP', kind: 'image' },
  doc: { mime: 'application/msword', label: 'Word', kind: 'document' },
  pdf: { mime: 'application/pdf', label: 'PDF', kind: 'document' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word',
    kind: 'document',
  },
  xls: { mime: 'application/vnd.ms-excel', label: 'Excel', kind: 'document' },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel',
    kind: 'document',
  },
  mp4: { mime: 'video/mp4', label: 'MP4', kind: 'video' },
  webm: { mime: 'video/webm', label: 'WebM', kind: 'video' },
  ogv: { mime: 'video/ogg', label: 'OGV', kind: 'video' },
  mp3: { mime: 'audio/mpeg', label: 'MP3', kind: 'audio' },
  wav: { mime: 'audio/wav', label: 'WAV', kind: 'audio' },
  oga: { mime: 'audio/ogg', label: 'OGA', kind: 'audio' },
  tgs: { mime: 'application/x-tgsticker', label: 'TGS', kind: 'sticker' },
} as const satisfies Record<string, FileType>;

/** An accepted extension (lower case, no dot). */
export type FileExtension = keyof typeof FILE_TYPES;

/** What one upload accepts: extensions in the order they are listed to people, and a size limit. */
export interface UploadRule<E extends FileExtension = FileExtension> {
  extensions: readonly E[];
  maxBytes: number;
}

const MB = 1024 * 1024;

/** SPEC §3 «Recognised file extensions» in the spec's order; at most 20 MB each. */
export const CHAT_ATTACHMENT_UPLOAD = {
  // images, documents, video, audio, sticker
  extensions: [
    'jpeg',
    'jpg',
    'png',
    'gif',
    'webp',
    'doc',
    'pdf',
    'docx',
    'xls',
    'mp4',
    'webm',
    'ogv',
    'mp3',
    'wav',
    'oga',
    'tgs',
  ] as const,
  maxBytes: 20 * MB,
} satisfies UploadRule;

/** docs/api/companies.md «Documents of a company»: PDF, Word, Excel, JPG or PNG, ≤ 20 MB. */
export const COMPANY_DOCUMENT_UPLOAD = {
  extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const,
  maxBytes: 20 * MB,
} satisfies UploadRule;

/** docs/api/accounts.md avatar (security R25: pictures only, no SVG): JPG, PNG, WebP or GIF ≤ 5 MB. */
export const AVATAR_UPLOAD = {
  extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const,
  maxBytes: 5 * MB,
} satisfies UploadRule;

/**
 * The extension of a file name, lower case and without the dot: «Счёт №12.PDF» → «pdf».
 * A name without a dot, or whose only dot leads («.env») or trails, has no extension ('').
 */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The accepted type of a file name by its extension («скан.JPG» → JPEG), or `null` for others. */
export function fileTypeByName(name: string): FileType | null {
  const ext = fileExtension(name);
  return Object.hasOwn(FILE_TYPES, ext) ? FILE_TYPES[ext as FileExtension] : null;
}

/** The extension of `name` when `rule` accepts it («Акт.PDF» → 'pdf'), otherwise `null`. */
export function acceptedExtension<E extends FileExtension>(
  rule: UploadRule<E>,
  name: string,
): E | null {
  const ext = fileExtension(name);
  return rule.extensions.find((accepted) => accepted === ext) ?? null;
}

/** The `accept` attribute of a file input for `rule`: «.pdf,.doc,…» in the rule's order. */
export function acceptAttribute(rule: UploadRule): string {
  return rule.extensions.map((ext) => `.${ext}`).join(',');
}

/**
 * The accepted types of `rule` as MIME type → its extensions, the shape drop zones take:
 * `{ 'image/jpeg': ['.jpg', '.jpeg'], … }`.
 */
export function acceptByMime(rule: UploadRule): Record<string, string[]> {
  const byMime: Record<string, string[]> = {};
  for (const ext of rule.extensions) (byMime[FILE_TYPES[ext].mime] ??= []).push(`.${ext}`);
  return byMime;
}

/**
 * The accepted types of `rule` for people, each label once and the last after «или»:
 * «PDF, Word, Excel, JPG или PNG».
 */
export function fileTypesText(rule: UploadRule): string {
  const labels = [...new Set(rule.extensions.map((ext) => FILE_TYPES[ext].label))];
  const last = labels.pop() ?? '';
  return labels.length > 0 ? `${labels.join(', ')} или ${last}` : last;
}

/** What each attachment kind is called in a list for people (plural, as «можно прикрепить …»). */
const KIND_NAMES: Record<FileKind, string> = {
  image: 'изображения',
  document: 'документы',
  video: 'видео',
  audio: 'аудио',
  sticker: 'стикеры',
};

/** The size limit of `rule` for people: 20 MB → «20 МБ», 512 KB → «0,5 МБ». */
export function maxSizeText(rule: UploadRule): string {
  return `${String(Math.round((rule.maxBytes / MB) * 10) / 10).replace('.', ',')} МБ`;
}

/**
 * What `rule` accepts, by kind, with its size limit — the sentence a refused file
 * shows: «изображения (JPG, PNG), документы (PDF, Word) — до 20 МБ каждый».
 */
export function uploadRuleText(rule: UploadRule): string {
  const byKind = new Map<FileKind, string[]>();
  for (const ext of rule.extensions) {
    const { kind, label } = FILE_TYPES[ext];
    const labels = byKind.get(kind) ?? [];
    if (!labels.includes(label)) labels.push(label);
    byKind.set(kind, labels);
  }
  const kinds = [...byKind].map(([kind, labels]) => `${KIND_NAMES[kind]} (${labels.join(', ')})`);
  return `${kinds.join(', ')} — до ${maxSizeText(rule)} каждый`;
}

import { describe, expect, it } from 'vitest';

import {
  acceptAttribute,
  acceptByMime,
  acceptedExtension,
  AVATAR_UPLOAD,
  CHAT_ATTACHMENT_UPLOAD,
  COMPANY_DOCUMENT_UPLOAD,
  FILE_KINDS,
  FILE_TYPES,
  fileExtension,
  fileTypeByName,
  fileTypesText,
  maxSizeText,
  uploadRuleText,
  type FileExtension,
} from './file-types.ts';

const RULES = {
  chat: CHAT_ATTACHMENT_UPLOAD,
  document: COMPANY_DOCUMENT_UPLOAD,
  avatar: AVATAR_UPLOAD,
};

describe('FILE_TYPES (SPEC §3 accepted kinds)', () => {
  it.each([
    { ext: 'jpg', mime: 'image/jpeg', label: 'JPG', kind: 'image' },
    { ext: 'jpeg', mime: 'image/jpeg', label: 'JPG', kind: 'image' },
    { ext: 'png', mime: 'image/png', label: 'PNG', kind: 'image' },
    { ext: 'gif', mime: 'image/gif', label: 'GIF', kind: 'image' },
    { ext: 'webp', mime: 'image/webp', label: 'WebP', kind: 'image' },
    { ext: 'pdf', mime: 'application/pdf', label: 'PDF', kind: 'document' },
    { ext: 'doc', mime: 'application/msword', label: 'Word', kind: 'document' },
    {
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      label: 'Word',
      kind: 'document',
    },
    { ext: 'xls', mime: 'application/vnd.ms-excel', label: 'Excel', kind: 'document' },
    {
      ext: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      label: 'Excel',
      kind: 'document',
    },
    { ext: 'mp4', mime: 'video/mp4', label: 'MP4', kind: 'video' },
    { ext: 'webm', mime: 'video/webm', label: 'WebM', kind: 'video' },
    { ext: 'ogv', mime: 'video/ogg', label: 'OGV', kind: 'video' },
    { ext: 'mp3', mime: 'audio/mpeg', label: 'MP3', kind: 'audio' },
    { ext: 'wav', mime: 'audio/wav', label: 'WAV', kind: 'audio' },
    { ext: 'oga', mime: 'audio/ogg', label: 'OGA', kind: 'audio' },
    { ext: 'tgs', mime: 'application/x-tgsticker', label: 'TGS', kind: 'sticker' },
  ] as const)('.$ext is $mime («$label», $kind)', ({ ext, ...type }) => {
    expect(FILE_TYPES[ext]).toEqual(type);
  });

  it('has exactly the kinds of SPEC §3 and nothing that renders as a page', () => {
    const extensions = Object.keys(FILE_TYPES);
    expect(extensions).toHaveLength(17);
    for (const ext of ['svg', 'html', 'htm', 'exe', 'js', 'xml']) {
      expect(extensions).not.toContain(ext);
    }
    expect(new Set(Object.values(FILE_TYPES).map((type) => type.kind))).toEqual(
      new Set(FILE_KINDS),
    );
  });
});

describe('upload rules', () => {
  it.each([
    {
      rule: 'chat',
      accept: '.jpeg,.jpg,.png,.gif,.webp,.doc,.pdf,.docx,.xls,.mp4,.webm,.ogv,.mp3,.wav,.oga,.tgs',
      text: 'JPG, PNG, GIF, WebP, Word, PDF, Excel, MP4, WebM, OGV, MP3, WAV, OGA или TGS',
      maxBytes: 20 * 1024 * 1024,
    },
    {
      rule: 'document',
      accept: '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png',
      text: 'PDF, Word, Excel, JPG или PNG',
      maxBytes: 20 * 1024 * 1024,
    },
    {
      rule: 'avatar',
      accept: '.jpg,.jpeg,.png,.webp,.gif',
      text: 'JPG, PNG, WebP или GIF',
      maxBytes: 5 * 1024 * 1024,
    },
  ] as const)('$rule accepts «$text» up to $maxBytes bytes', ({ rule, accept, text, maxBytes }) => {
    expect(acceptAttribute(RULES[rule])).toBe(accept);
    expect(fileTypesText(RULES[rule])).toBe(text);
    expect(RULES[rule].maxBytes).toBe(maxBytes);
  });

  it('groups the extensions of one MIME type for a drop zone', () => {
    expect(acceptByMime(COMPANY_DOCUMENT_UPLOAD)).toEqual({
      'application/pdf': ['.pdf'],
      'application/msword': ['.doc'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
      'application/vnd.ms-excel': ['.xls'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
    });
  });

  it('lists one label alone without «или»', () => {
    expect(fileTypesText({ extensions: ['pdf'], maxBytes: 1 })).toBe('PDF');
  });

  it.each([
    { rule: 'document', name: 'Устав ООО «Ромашка».PDF', ext: 'pdf' },
    { rule: 'document', name: 'Баланс 2026.xlsx', ext: 'xlsx' },
    { rule: 'chat', name: 'Баланс 2026.xlsx', ext: null },
    { rule: 'chat', name: 'голосовое.oga', ext: 'oga' },
    { rule: 'avatar', name: 'фото.JPEG', ext: 'jpeg' },
    { rule: 'avatar', name: 'скан.pdf', ext: null },
    { rule: 'avatar', name: 'логотип.svg', ext: null },
    { rule: 'document', name: 'без расширения', ext: null },
  ] as const)('$rule takes «$name» as $ext', ({ rule, name, ext }) => {
    expect(acceptedExtension<FileExtension>(RULES[rule], name)).toBe(ext);
  });
});

describe('fileExtension', () => {
  it.each([
    { name: 'архив.tar.gz', ext: 'gz' },
    { name: 'АКТ.PDF', ext: 'pdf' },
    { name: 'C:\\Документы\\Счёт №12 от 21.11.2026.docx', ext: 'docx' },
    { name: '.env', ext: '' },
    { name: 'точка в конце.', ext: '' },
    { name: 'без расширения', ext: '' },
  ])('reads the extension of «$name» as «$ext»', ({ name, ext }) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('fileTypeByName', () => {
  it.each([
    { name: 'скан.JPG', mime: 'image/jpeg' },
    { name: 'avatars/7/Ab3.webp', mime: 'image/webp' },
    {
      name: 'Баланс.xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    { name: 'страница.html', mime: null },
    { name: 'toString', mime: null },
    { name: 'x.constructor', mime: null },
    { name: 'без расширения', mime: null },
  ])('types «$name» as $mime', ({ name, mime }) => {
    expect(fileTypeByName(name)?.mime ?? null).toBe(mime);
  });
});

describe('uploadRuleText (a refusal names what is accepted)', () => {
  it('lists the chat kinds with their types and the size limit', () => {
    expect(uploadRuleText(CHAT_ATTACHMENT_UPLOAD)).toBe(
      'изображения (JPG, PNG, GIF, WebP), документы (Word, PDF, Excel), видео (MP4, WebM, OGV), ' +
        'аудио (MP3, WAV, OGA), стикеры (TGS) — до 20 МБ каждый',
    );
  });

  it('names each type once and writes a fractional limit with a comma', () => {
    expect(uploadRuleText({ extensions: ['jpg', 'jpeg', 'pdf'], maxBytes: 512 * 1024 })).toBe(
      'изображения (JPG), документы (PDF) — до 0,5 МБ каждый',
    );
    expect(maxSizeText(AVATAR_UPLOAD)).toBe('5 МБ');
  });
});

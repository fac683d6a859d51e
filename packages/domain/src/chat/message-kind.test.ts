import { describe, expect, it } from 'vitest';

import {
  CHAT_FILE_ACCEPT,
  CHAT_FILE_MESSAGES,
  chatFileProblem,
  fileKindByName,
  isEmptyMessage,
  MAX_CHAT_FILE_BYTES,
  messageTypeFor,
  sniffMatches,
} from './message-kind.ts';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );
const SIZE = [0x10, 0x00, 0x00, 0x00];

describe('fileKindByName (SPEC §3 recognised extensions)', () => {
  it.each([
    { name: 'фото паспорта.jpeg', kind: 'image' },
    { name: 'скан.JPG', kind: 'image' },
    { name: 'печать.png', kind: 'image' },
    { name: 'улыбка.gif', kind: 'image' },
    { name: 'логотип.webp', kind: 'image' },
    { name: 'договор.doc', kind: 'document' },
    { name: 'Счёт №12 от 21.11.2026.pdf', kind: 'document' },
    { name: 'акт сверки.docx', kind: 'document' },
    { name: 'ОСВ за ноябрь.xls', kind: 'document' },
    { name: 'инструкция.mp4', kind: 'video' },
    { name: 'запись экрана.webm', kind: 'video' },
    { name: 'ролик.ogv', kind: 'video' },
    { name: 'голосовое.mp3', kind: 'audio' },
    { name: 'звонок.wav', kind: 'audio' },
    { name: 'голосовое.oga', kind: 'audio' },
    { name: 'котик.tgs', kind: 'sticker' },
    { name: 'выписка.xlsx', kind: null },
    { name: 'программа.exe', kind: null },
    { name: 'рисунок.svg', kind: null },
    { name: 'страница.html', kind: null },
    { name: 'без расширения', kind: null },
    { name: '.pdf', kind: null },
    { name: 'точка в конце.', kind: null },
  ])('files «$name» as $kind', ({ name, kind }) => {
    expect(fileKindByName(name)).toBe(kind);
  });

  it('lists every extension in the file input accept attribute', () => {
    expect(CHAT_FILE_ACCEPT).toBe(
      '.jpeg,.jpg,.png,.gif,.webp,.doc,.pdf,.docx,.xls,.mp4,.webm,.ogv,.mp3,.wav,.oga,.tgs',
    );
  });
});

describe('messageTypeFor (SPEC §3 message types)', () => {
  it.each([
    { text: 'Счёт оплачен', files: [], expected: 'TEXT' },
    { text: '', files: [{ name: 'акт.pdf' }], expected: 'FILE' },
    { text: '   \n', files: [{ name: 'акт.pdf' }], expected: 'FILE' },
    { text: 'Акт во вложении', files: [{ name: 'акт.pdf' }], expected: 'TEXT_FILE' },
    { text: null, files: null, expected: 'TEXT' },
  ])('types «$text» with $files.length files as $expected', ({ text, files, expected }) => {
    expect(messageTypeFor({ text, files })).toBe(expected);
  });

  it.each([
    { text: '', files: [], empty: true },
    { text: ' \t', files: [], empty: true },
    { text: 'Спасибо!', files: [], empty: false },
    { text: '', files: [{ name: 'акт.pdf' }], empty: false },
  ])('calls «$text» with $files.length files empty: $empty', ({ text, files, empty }) => {
    expect(isEmptyMessage({ text, files })).toBe(empty);
  });
});

describe('sniffMatches (issue 5: content sniffed)', () => {
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
  const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
  const webp = bytes('RIFF', ...SIZE, 'WEBPVP8 ');
  const wav = bytes('RIFF', ...SIZE, 'WAVEfmt ');
  const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
  const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0);
  const mp4 = bytes(0, 0, 0, 0x20, 'ftypisom');
  const ogg = bytes('OggS', 0, 2);
  const exe = bytes('MZ', 0x90, 0, 3, 0, 0, 0);
  const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg">');

  it.each([
    { ext: 'jpg', head: jpeg, ok: true },
    { ext: 'jpeg', head: jpeg, ok: true },
    { ext: '.JPG', head: jpeg, ok: true },
    { ext: 'png', head: png, ok: true },
    { ext: 'gif', head: bytes('GIF89a', 1, 0), ok: true },
    { ext: 'gif', head: bytes('GIF87a'), ok: true },
    { ext: 'webp', head: webp, ok: true },
    { ext: 'webp', head: wav, ok: false },
    { ext: 'wav', head: wav, ok: true },
    { ext: 'wav', head: webp, ok: false },
    { ext: 'pdf', head: bytes('%PDF-1.7'), ok: true },
    { ext: 'doc', head: ole, ok: true },
    { ext: 'xls', head: ole, ok: true },
    { ext: 'docx', head: zip, ok: true },
    { ext: 'docx', head: ole, ok: false },
    { ext: 'mp4', head: mp4, ok: true },
    { ext: 'mp4', head: bytes('ftypisom'), ok: false },
    { ext: 'webm', head: bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f), ok: true },
    { ext: 'ogv', head: ogg, ok: true },
    { ext: 'oga', head: ogg, ok: true },
    { ext: 'mp3', head: bytes('ID3', 4, 0), ok: true },
    { ext: 'mp3', head: bytes(0xff, 0xfb, 0x90, 0x64), ok: true },
    { ext: 'mp3', head: bytes(0xff, 0xf3, 0x40, 0xc4), ok: true },
    { ext: 'mp3', head: bytes(0xff, 0xf1, 0x50, 0x80), ok: false },
    { ext: 'tgs', head: bytes(0x1f, 0x8b, 0x08, 0), ok: true },
    { ext: 'png', head: exe, ok: false },
    { ext: 'jpg', head: exe, ok: false },
    { ext: 'pdf', head: exe, ok: false },
    { ext: 'png', head: svg, ok: false },
    { ext: 'png', head: bytes(0x89, 'PN'), ok: false },
    { ext: 'jpg', head: bytes(), ok: false },
    { ext: 'exe', head: exe, ok: false },
    { ext: 'svg', head: svg, ok: false },
  ])('accepts $ext content: $ok (#$#)', ({ ext, head, ok }) => {
    expect(sniffMatches(head, ext)).toBe(ok);
  });
});

describe('chatFileProblem', () => {
  const pdf = bytes('%PDF-1.4');
  it.each([
    { name: 'Счёт №12.pdf', size: 48_213, head: pdf, expected: null },
    { name: 'Счёт №12.pdf', size: 48_213, head: undefined, expected: null },
    { name: 'Счёт №12.pdf', size: MAX_CHAT_FILE_BYTES, head: pdf, expected: null },
    {
      name: 'Счёт №12.pdf',
      size: MAX_CHAT_FILE_BYTES + 1,
      head: pdf,
      expected: CHAT_FILE_MESSAGES.TOO_LARGE,
    },
    { name: 'пусто.pdf', size: 0, head: bytes(), expected: CHAT_FILE_MESSAGES.EMPTY },
    {
      name: 'вирус.exe',
      size: 1000,
      head: bytes('MZ'),
      expected: CHAT_FILE_MESSAGES.TYPE_NOT_ALLOWED,
    },
    {
      name: 'фото.jpg',
      size: 1000,
      head: bytes('MZ', 0x90, 0),
      expected: CHAT_FILE_MESSAGES.CONTENT_MISMATCH,
    },
  ])('answers «$name» of $size bytes with $expected', ({ name, size, head, expected }) => {
    expect(chatFileProblem({ name, size, ...(head ? { head } : {}) })).toBe(expected);
  });
});

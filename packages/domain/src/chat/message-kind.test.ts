import { describe, expect, it } from 'vitest';

import {
  CHAT_FILE_ACCEPT,
  CHAT_FILE_MESSAGES,
  chatFileProblem,
  fileKindByName,
  isEmptyMessage,
  MAX_CHAT_FILE_BYTES,
  messageTypeFor,
} from './message-kind.ts';

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

describe('chatFileProblem', () => {
  it.each([
    { name: 'Счёт №12.pdf', size: 48_213, expected: null },
    { name: 'Счёт №12.pdf', size: MAX_CHAT_FILE_BYTES, expected: null },
    { name: 'Счёт №12.pdf', size: MAX_CHAT_FILE_BYTES + 1, expected: CHAT_FILE_MESSAGES.TOO_LARGE },
    { name: 'пусто.pdf', size: 0, expected: CHAT_FILE_MESSAGES.EMPTY },
    { name: 'вирус.exe', size: 1000, expected: CHAT_FILE_MESSAGES.TYPE_NOT_ALLOWED },
    { name: 'выписка.xlsx', size: 1000, expected: CHAT_FILE_MESSAGES.TYPE_NOT_ALLOWED },
  ])('answers «$name» of $size bytes with $expected', ({ name, size, expected }) => {
    expect(chatFileProblem({ name, size })).toBe(expected);
  });
});

describe('a refused attachment says what is accepted', () => {
  it.each([
    { name: 'вирус.exe', size: 1000 },
    { name: 'видео.mov', size: 1000 },
    { name: 'Счёт №12.pdf', size: MAX_CHAT_FILE_BYTES + 1 },
  ])('refuses «$name» naming the kinds and the 20 MB limit', ({ name, size }) => {
    const problem = chatFileProblem({ name, size }) ?? '';
    expect(problem).toContain('Можно прикрепить изображения (JPG, PNG, GIF, WebP), документы');
    expect(problem).toContain('стикеры (TGS) — до 20 МБ каждый.');
  });
});

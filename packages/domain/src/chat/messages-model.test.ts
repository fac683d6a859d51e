import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { message, preSent } from './chat.fixtures.ts';
import {
  EMPTY_HISTORY_CAPTION,
  FILE_CAPTION,
  findReplyTarget,
  hasMoreMessages,
  isEdited,
  isPreSent,
  lastMessageCaption,
  lastSeq,
  markMessagesRead,
  mergeMessages,
  removeMessage,
  REPLY_TARGET_DELETED,
  replyPreview,
  upsertMessage,
  type ListedMessage,
} from './messages-model.ts';

const saved = (id: number, seq: number, extra = {}) =>
  message({ id, seq, extra: { date: `2026-11-21T09:00:0${seq % 10}.000Z`, ...extra } });
const ids = (list: readonly ListedMessage[]) => list.map((m) => m.id);

describe('isPreSent / isEdited (SPEC §4)', () => {
  it.each([
    { name: 'a saved message', m: message(), pre: false, edited: false },
    { name: 'a pre-sent message', m: preSent(), pre: true, edited: false },
    {
      name: 'an edited message',
      m: message({ updated_at: '2026-11-21T09:05:00.000000Z' }),
      pre: false,
      edited: true,
    },
    {
      name: 'the same instant written differently',
      m: message({ created_at: '2026-11-21T09:00:01Z', updated_at: '2026-11-21T12:00:01+03:00' }),
      pre: false,
      edited: false,
    },
  ])('$name: pre-sent $pre, edited $edited', ({ m, pre, edited }) => {
    expect(isPreSent(m)).toBe(pre);
    expect(isEdited(m)).toBe(edited);
  });
});

describe('upsertMessage (SPEC §4 replace by id or sender + extra.date)', () => {
  const first = saved(100, 1);
  const second = saved(101, 2);
  const third = saved(102, 3);

  it.each([
    {
      name: 'appends a newer message',
      list: [first, second],
      incoming: third,
      expected: [100, 101, 102],
    },
    {
      name: 'puts a late older message in seq order',
      list: [first, third],
      incoming: second,
      expected: [100, 101, 102],
    },
    {
      name: 'puts an older page first',
      list: [second, third],
      incoming: first,
      expected: [100, 101, 102],
    },
    {
      name: 'does not duplicate a repeated event',
      list: [first, second],
      incoming: second,
      expected: [100, 101],
    },
    { name: 'fills an empty list', list: [], incoming: first, expected: [100] },
  ])('$name', ({ list, incoming, expected }) => {
    expect(ids(upsertMessage<ListedMessage>(list, incoming))).toEqual(expected);
  });

  it('replaces an edited message in place', () => {
    const edited = {
      ...second,
      text: 'Исправил сумму: 12 500 ₽',
      updated_at: '2026-11-21T09:10:00Z',
    };
    const result = upsertMessage([first, second, third], edited);
    expect(result.map((m) => m.text)[1]).toBe('Исправил сумму: 12 500 ₽');
    expect(result).toHaveLength(3);
  });

  it('does not let a stale copy undo an edit', () => {
    const edited = { ...second, text: 'Новая версия', updated_at: '2026-11-21T09:10:00Z' };
    const list = [first, edited];
    expect(upsertMessage(list, second)).toBe(list);
  });

  it('orders versions by change_seq, even when edits share updated_at', () => {
    const at = '2026-11-21T09:10:00Z';
    const older = { ...second, text: 'Первая правка', change_seq: 5, updated_at: at };
    const newer = { ...second, text: 'Вторая правка', change_seq: 6, updated_at: at };
    const list = [first, newer];
    expect(upsertMessage(list, older)).toBe(list);
    expect(upsertMessage([first, older], newer)[1]?.text).toBe('Вторая правка');
  });

  it('keeps a known read_at when the copy does not carry it', () => {
    const read = { ...second, read_at: '2026-11-21T09:20:00Z' };
    expect(upsertMessage([first, read], second)[1]?.read_at).toBe('2026-11-21T09:20:00Z');
  });

  it('replaces the pre-sent message with the server version, by sender and extra.date', () => {
    const pending = preSent({ text: 'Оплатили счёт', extra: { date: '2026-11-21T10:00:00.000Z' } });
    const server = message({
      id: 103,
      seq: 4,
      text: 'Оплатили счёт',
      extra: { date: '2026-11-21T10:00:00.000Z' },
    });
    const result = upsertMessage<ListedMessage>([first, second, pending], server);
    expect(ids(result)).toEqual([100, 101, 103]);
    expect(result.some(isPreSent)).toBe(false);
  });

  it.each([
    { name: 'another sender', change: { chat_user_id: 2 } },
    { name: 'another extra.date', change: { extra: { date: '2026-11-21T10:00:05.000Z' } } },
    {
      name: 'another client id',
      change: { extra: { date: '2026-11-21T10:00:00.000Z', client_id: 'b' } },
    },
  ])('keeps a pre-sent message of $name', ({ change }) => {
    const pending = preSent({ extra: { date: '2026-11-21T10:00:00.000Z', client_id: 'a' } });
    const server = message({ id: 103, seq: 4, ...change });
    expect(upsertMessage<ListedMessage>([pending], server)).toHaveLength(2);
  });

  it('keeps pre-sent messages after saved ones', () => {
    const pending = preSent({ extra: { date: 'x' } });
    const result = upsertMessage<ListedMessage>([first, pending], third);
    expect(result.map((m) => m.id)).toEqual([100, 102, null]);
  });

  it('ignores a local echo whose server version is already listed', () => {
    const server = saved(105, 5, { date: 'd' });
    const list: ListedMessage[] = [server];
    expect(upsertMessage<ListedMessage>(list, preSent({ extra: { date: 'd' } }))).toBe(list);
  });

  it('replaces a pre-sent message re-added with the same send (upload progress)', () => {
    const pending = preSent({ text: 'Загрузка…', extra: { date: 'd' } });
    const result = upsertMessage<ListedMessage>(
      [pending],
      preSent({ text: 'Готово', extra: { date: 'd' } }),
    );
    expect(result.map((m) => m.text)).toEqual(['Готово']);
  });

  it('never loses, duplicates or reorders, whatever order and repeats events arrive in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.infiniteStream(fc.boolean()),
        (seqs, repeats, withEcho) => {
          const messages = seqs.map((seq) => saved(1000 + seq, seq, { date: `send-${seq}` }));
          const events: ListedMessage[] = [];
          for (const m of messages) {
            if (withEcho.next().value) events.push(preSent({ extra: { date: m.extra.date } }));
            events.push(m);
          }
          for (const r of repeats) events.push(messages[r % messages.length] as ListedMessage);
          const result = events.reduce<ListedMessage[]>((list, m) => upsertMessage(list, m), []);
          expect(result.filter((m) => !isPreSent(m)).map((m) => m.seq)).toEqual(
            [...seqs].sort((a, b) => a - b),
          );
          expect(result.some(isPreSent)).toBe(false);
        },
      ),
    );
  });

  it('merges a page and a catch-up into one ordered list', () => {
    const merged = mergeMessages(
      [saved(104, 5), saved(105, 6)],
      [saved(101, 2), saved(105, 6), saved(106, 7)],
    );
    expect(ids(merged)).toEqual([101, 104, 105, 106]);
  });
});

describe('list patches', () => {
  const list: ListedMessage[] = [saved(100, 1), saved(101, 2), preSent()];

  it('removes a deleted message only', () => {
    expect(ids(removeMessage(list, 101))).toEqual([100, null]);
  });

  it('marks read the listed messages not read yet', () => {
    const read = '2026-11-21T09:30:00Z';
    const result = markMessagesRead(list, [
      { id: 101, read_at: read },
      { id: 999, read_at: read },
    ]);
    expect(result.map((m) => m.read_at)).toEqual([null, read, null]);
  });

  it.each([
    { list: [], expected: 0 },
    { list: [preSent()], expected: 0 },
    { list: [saved(100, 3), saved(101, 9), preSent()], expected: 9 },
  ])('catches up after seq $expected', ({ list: l, expected }) => {
    expect(lastSeq(l)).toBe(expected);
  });
});

describe('hasMoreMessages (SPEC §9)', () => {
  const page = (current_page: number, last_page: number) => ({ meta: { current_page, last_page } });

  it.each([
    { loadedCount: 15, pagination: null, pageSize: undefined, more: true },
    { loadedCount: 30, pagination: undefined, pageSize: undefined, more: true },
    { loadedCount: 14, pagination: null, pageSize: undefined, more: false },
    { loadedCount: 16, pagination: null, pageSize: undefined, more: false },
    { loadedCount: 0, pagination: null, pageSize: undefined, more: false },
    { loadedCount: 60, pagination: null, pageSize: 30, more: true },
    { loadedCount: 45, pagination: null, pageSize: 30, more: false },
    { loadedCount: 15, pagination: page(1, 3), pageSize: undefined, more: true },
    { loadedCount: 7, pagination: page(2, 3), pageSize: undefined, more: true },
    { loadedCount: 45, pagination: page(3, 3), pageSize: undefined, more: false },
    { loadedCount: 0, pagination: page(1, 1), pageSize: undefined, more: false },
  ])(
    '$loadedCount loaded, pages $pagination.meta: more $more',
    ({ loadedCount, pagination, pageSize, more }) => {
      expect(hasMoreMessages({ loadedCount, pagination, ...(pageSize ? { pageSize } : {}) })).toBe(
        more,
      );
    },
  );
});

describe('lastMessageCaption (SPEC §9)', () => {
  it.each([
    { m: null, me: 1, expected: EMPTY_HISTORY_CAPTION },
    { m: undefined, me: 1, expected: 'История сообщений пуста' },
    { m: { chat_user_id: 2, text: 'Счёт оплачен' }, me: 1, expected: 'Счёт оплачен' },
    { m: { chat_user_id: 1, text: 'Счёт оплачен' }, me: 1, expected: 'Вы: Счёт оплачен' },
    {
      m: { chat_user_id: 2, text: 'Добрый день! Пришлите, пожалуйста, счёт за ноябрь.' },
      me: 1,
      expected: 'Добрый день! Пришлит…',
    },
    {
      m: { chat_user_id: 1, text: 'Добрый день! Пришлите, пожалуйста, счёт.' },
      me: 1,
      expected: 'Вы: Добрый день! Пришлит…',
    },
    { m: { chat_user_id: 2, text: '' }, me: 1, expected: FILE_CAPTION },
    { m: { chat_user_id: 1, text: null }, me: 1, expected: 'Вы: Прикрепленный файл' },
    { m: { chat_user_id: 2, text: 'Акт\nво вложении' }, me: 1, expected: 'Акт во вложении' },
    {
      m: { chat_user_id: 2, text: '👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍' },
      me: 1,
      expected: `${'👍'.repeat(20)}…`,
    },
    { m: { chat_user_id: 2, text: 'Привет' }, me: null, expected: 'Привет' },
    {
      m: { chat_user_id: 2, text: 'Двадцать символов ро' },
      me: 1,
      expected: 'Двадцать символов ро',
    },
    {
      m: { chat_user_id: 2, text: 'Акт сверки готов, по пятницам' },
      me: 1,
      expected: 'Акт сверки готов, по…',
    },
    {
      m: { chat_user_id: 2, text: 'Счёт на оплату готов и ждёт' },
      me: 1,
      expected: 'Счёт на оплату готов…',
    },
  ])('captions $m as «$expected»', ({ m, me, expected }) => {
    expect(lastMessageCaption(m, me)).toBe(expected);
  });
});

describe('replyPreview (SPEC §9: cut at 255)', () => {
  it.each([
    { text: 'Да, всё верно.', expected: 'Да, всё верно.' },
    { text: 'я'.repeat(255), expected: 'я'.repeat(255) },
    { text: 'я'.repeat(256), expected: 'я'.repeat(255) },
    { text: '😀'.repeat(300), expected: '😀'.repeat(255) },
    { text: null, expected: '' },
  ])('cuts $text.length characters to $expected.length', ({ text, expected }) => {
    expect(replyPreview(text)).toBe(expected);
  });
});

describe('findReplyTarget (SPEC §8/§9 jump to a replied message)', () => {
  const list: ListedMessage[] = [saved(100, 1), saved(101, 2)];
  it.each([
    { id: 101, hasMore: false, expected: { status: 'found', index: 1 } },
    { id: 50, hasMore: true, expected: { status: 'load-more' } },
    { id: 50, hasMore: false, expected: { status: 'deleted', warning: REPLY_TARGET_DELETED } },
  ])('looks for $id with more pages $hasMore', ({ id, hasMore, expected }) => {
    expect(findReplyTarget(list, id, hasMore)).toEqual(expected);
  });

  it('warns in Russian when the message is gone', () => {
    expect(REPLY_TARGET_DELETED).toBe('Сообщение было удалено');
  });
});

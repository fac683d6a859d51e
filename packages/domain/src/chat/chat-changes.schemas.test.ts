import { describe, expect, it } from 'vitest';

import { message } from './chat.fixtures.ts';
import { messageChangesPageSchema, messageChangesQuerySchema } from './chat-changes.schemas.ts';
import { isTombstone } from './message-change.ts';

describe('change catch-up wire schema (docs/api/chat.md)', () => {
  it('reads edited messages and tombstones in one answer', () => {
    const edited = message({ id: 101, seq: 2, change_seq: 9, text: 'Сумма 12 500 ₽' });
    const page = {
      data: [edited, { id: 102, deleted: true, change_seq: 10 }],
      meta: { last_change_seq: 10, has_more: false },
    };
    const parsed = messageChangesPageSchema.parse(page);
    expect(parsed).toEqual(page);
    expect(parsed.data.map(isTombstone)).toEqual([false, true]);
  });

  it('refuses a message without change_seq', () => {
    const { change_seq: _gone, ...old } = message();
    const page = { data: [old], meta: { last_change_seq: 1, has_more: false } };
    expect(messageChangesPageSchema.safeParse(page).success).toBe(false);
  });

  it.each([
    { query: { after_change_seq: '0' }, expected: { after_change_seq: 0 } },
    {
      query: { after_change_seq: '41', limit: '50' },
      expected: { after_change_seq: 41, limit: 50 },
    },
  ])('reads the query $query', ({ query, expected }) => {
    expect(messageChangesQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([
    { query: {}, field: 'after_change_seq', text: 'Укажите номер изменения.' },
    {
      query: { after_change_seq: 'x' },
      field: 'after_change_seq',
      text: 'Укажите номер изменения.',
    },
    {
      query: { after_change_seq: '-1' },
      field: 'after_change_seq',
      text: 'Укажите номер изменения.',
    },
    {
      query: { after_change_seq: '1', limit: '201' },
      field: 'limit',
      text: 'Не больше 200 за раз.',
    },
  ])('refuses $query in Russian', ({ query, field, text }) => {
    const result = messageChangesQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';

import { findChatDataProblem, isValidChatData, keepValidChatData } from './chat-data-validity.ts';

describe('chat data checks (SPEC §5: no numeric id → skipped with a warning)', () => {
  it.each([
    { kind: 'conversation', value: { id: 7, name: 'ООО «Ромашка»' }, problem: null },
    {
      kind: 'conversation',
      value: { id: '7', name: 'ООО «Ромашка»' },
      problem: 'Skipped a chat conversation without a numeric id',
    },
    {
      kind: 'conversation',
      value: { name: 'Без id' },
      problem: 'Skipped a chat conversation without a numeric id',
    },
    { kind: 'chat_user', value: { id: 3, name: 'Анна' }, problem: null },
    {
      kind: 'chat_user',
      value: { id: Number.NaN },
      problem: 'Skipped a chat user without a numeric id',
    },
    { kind: 'chat_user', value: { id: 0 }, problem: 'Skipped a chat user without a numeric id' },
    { kind: 'user', value: { id: 1.5 }, problem: 'Skipped a user without a numeric id' },
    { kind: 'message', value: { id: 100, chat_conversation_id: 7 }, problem: null },
    {
      kind: 'message',
      value: { id: 100, chat_conversation_id: null },
      problem: 'Skipped a chat message without a numeric chat_conversation_id',
    },
    {
      kind: 'message',
      value: { chat_conversation_id: 7 },
      problem: 'Skipped a chat message without a numeric id',
    },
    { kind: 'message', value: null, problem: 'Skipped a chat message: not an object' },
    {
      kind: 'conversation',
      value: 'беседа',
      problem: 'Skipped a chat conversation: not an object',
    },
  ] as const)('$kind $value → $problem', ({ kind, value, problem }) => {
    expect(findChatDataProblem(kind, value)).toBe(problem);
    expect(isValidChatData(kind, value)).toBe(problem === null);
  });

  it('keeps the usable records in order and reports each skipped one', () => {
    const warnings: string[] = [];
    const kept = keepValidChatData(
      'message',
      [
        { id: 1, chat_conversation_id: 7, text: 'Добрый день' },
        { id: null, chat_conversation_id: 7, text: 'Без id' },
        { id: 2, chat_conversation_id: 7, text: 'Счёт во вложении' },
      ],
      (reason, item) => warnings.push(`${reason}: ${item.text}`),
    );
    expect(kept.map((m) => m.id)).toEqual([1, 2]);
    expect(warnings).toEqual(['Skipped a chat message without a numeric id: Без id']);
  });
});

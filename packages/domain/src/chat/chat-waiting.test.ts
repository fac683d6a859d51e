import { describe, expect, it } from 'vitest';

import { formatWaiting } from './chat-waiting.ts';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatWaiting', () => {
  it.each([
    [0, 'ждёт ответа 1 мин'],
    [59_000, 'ждёт ответа 1 мин'],
    [5 * 60_000 + 30_000, 'ждёт ответа 5 мин'],
    [59 * 60_000, 'ждёт ответа 59 мин'],
    [60 * 60_000, 'ждёт ответа 1 ч'],
    [2 * 3_600_000 + 59 * 60_000, 'ждёт ответа 2 ч'],
    [23 * 3_600_000, 'ждёт ответа 23 ч'],
    [24 * 3_600_000, 'ждёт ответа 1 дн'],
    [3 * 86_400_000 + 5, 'ждёт ответа 3 дн'],
  ])('%i ms → «%s»', (waited, expected) => {
    expect(formatWaiting(ago(waited), now)).toBe(expected);
  });

  it('treats a clock slightly behind the message as just now', () => {
    expect(formatWaiting(new Date(now.getTime() + 5_000), now)).toBe('ждёт ответа 1 мин');
  });
});

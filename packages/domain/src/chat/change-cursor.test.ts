import { describe, expect, it } from 'vitest';

import { hasChangeGap, noteCaughtUp, noteChange, startCursor } from './change-cursor.ts';

describe('noteChange (ARCHITECTURE §3: a change counts as held once all below it are)', () => {
  it.each([
    { name: 'moves on with the next change', from: [3, []], seqs: [4], upTo: 4, ahead: [] },
    { name: 'ignores a change already held', from: [3, []], seqs: [2, 3], upTo: 3, ahead: [] },
    {
      name: 'ignores a change without change_seq',
      from: [3, []],
      seqs: [null],
      upTo: 3,
      ahead: [],
    },
    { name: 'waits below a gap', from: [3, []], seqs: [5, 6], upTo: 3, ahead: [5, 6] },
    { name: 'closes the gap when it arrives', from: [3, []], seqs: [5, 6, 4], upTo: 6, ahead: [] },
    { name: 'closes a gap partly', from: [3, []], seqs: [7, 5, 4], upTo: 5, ahead: [7] },
    { name: 'holds a repeat once', from: [3, []], seqs: [5, 5], upTo: 3, ahead: [5] },
  ] as const)('$name', ({ from, seqs, upTo, ahead }) => {
    const cursor = seqs.reduce(noteChange, { upTo: from[0], ahead: from[1] });
    expect(cursor).toEqual({ upTo, ahead });
  });

  it('returns the same cursor when nothing changes (no needless cache writes)', () => {
    const cursor = startCursor(5);
    expect(noteChange(cursor, 5)).toBe(cursor);
  });
});

describe('noteCaughtUp (a catch-up answer holds everything up to meta.last_change_seq)', () => {
  it.each([
    { name: 'jumps to the answer', from: [3, []], last: 9, upTo: 9, ahead: [] },
    { name: 'keeps a newer position', from: [9, []], last: 4, upTo: 9, ahead: [] },
    { name: 'drops what the answer covered', from: [3, [5, 8]], last: 6, upTo: 6, ahead: [8] },
    { name: 'continues through changes ahead', from: [3, [7, 8]], last: 6, upTo: 8, ahead: [] },
  ] as const)('$name', ({ from, last, upTo, ahead }) => {
    expect(noteCaughtUp({ upTo: from[0], ahead: from[1] }, last)).toEqual({ upTo, ahead });
  });
});

describe('hasChangeGap', () => {
  it('tells a cursor waiting below a gap from a complete one', () => {
    expect(hasChangeGap(startCursor(3))).toBe(false);
    expect(hasChangeGap(noteChange(startCursor(3), 5))).toBe(true);
  });
});

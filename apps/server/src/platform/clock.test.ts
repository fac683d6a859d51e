import { describe, expect, it } from 'vitest';

import { clockStartingAt, type Clock } from './clock.ts';

describe('clockStartingAt (CLOCK_START)', () => {
  it('reads the start now and runs on at the wall clock’s pace', () => {
    let wall = new Date('2026-11-25T12:00:00Z');
    const wallClock: Clock = { now: () => wall };
    const clock = clockStartingAt(new Date('2026-12-01T06:00:00Z'), wallClock);
    expect(clock.now()).toEqual(new Date('2026-12-01T06:00:00Z'));
    wall = new Date('2026-11-25T12:01:30Z');
    expect(clock.now()).toEqual(new Date('2026-12-01T06:01:30Z'));
  });
});

import type { Clock } from '../platform/clock.ts';

/** A clock tests move forward instead of sleeping. */
export type TestClock = Clock & { advance(seconds: number): void; set(date: Date): void };

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

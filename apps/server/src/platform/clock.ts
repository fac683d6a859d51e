/** Time source of services; tests inject a movable clock instead of sleeping. */
export type Clock = { now(): Date };

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and runs on at the wall clock's pace (config CLOCK_START). */
export function clockStartingAt(start: Date, wall: Clock = systemClock): Clock {
  const offset = start.getTime() - wall.now().getTime();
  return { now: () => new Date(wall.now().getTime() + offset) };
}

/** Adds seconds to a date. */
export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

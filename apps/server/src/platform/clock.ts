/** Time source of services; tests inject a movable clock instead of sleeping. */
export type Clock = { now(): Date };

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** Adds seconds to a date. */
export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

import { resetAnalyticsForTests, startAnalytics } from '../shared/analytics/analytics.ts';

/** The counter id the fake counter is started with. */
export const FAKE_COUNTER_ID = 98765432;

/**
 * A fake Metrika counter object on `window.ym` (the tag script is never loaded in tests),
 * started as the app starts it. `goals()` lists the goals recorded so far; `stop()` removes it.
 */
export function startFakeMetrika() {
  const calls: unknown[][] = [];
  window.ym = (...args: unknown[]) => {
    calls.push(args);
  };
  startAnalytics(String(FAKE_COUNTER_ID), { loadScript: false });
  return {
    calls,
    goals: () => calls.filter((call) => call[1] === 'reachGoal').map((call) => call[2]),
    stop: () => {
      resetAnalyticsForTests();
      delete window.ym;
    },
  };
}

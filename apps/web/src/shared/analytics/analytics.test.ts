import { afterEach, describe, expect, it } from 'vitest';

import {
  analyticsClientId,
  METRIKA_TAG_URL,
  reachGoal,
  resetAnalyticsForTests,
  startAnalytics,
} from './analytics.ts';

/** A fake counter object: records every call, answers getClientID with `clientId`. */
function fakeYm(clientId = '1700000000123456789') {
  const calls: unknown[][] = [];
  window.ym = (...args: unknown[]) => {
    calls.push(args);
    if (args[1] === 'getClientID') (args[2] as (id: string) => void)(clientId);
  };
  return calls;
}

const tagScripts = () => document.querySelectorAll(`script[src="${METRIKA_TAG_URL}"]`);

afterEach(() => {
  resetAnalyticsForTests();
  delete window.ym;
  localStorage.clear();
  for (const script of tagScripts()) script.remove();
});

describe('the Metrika counter', () => {
  it('stays off with an empty id: no init, no goals, no script', () => {
    const calls = fakeYm();
    startAnalytics('', { loadScript: true });
    reachGoal('registration');
    expect(calls).toEqual([]);
    expect(tagScripts()).toHaveLength(0);
    expect(analyticsClientId()).toBeNull();
  });

  it('ignores a malformed id', () => {
    const calls = fakeYm();
    startAnalytics('ym-1', { loadScript: true });
    expect(calls).toEqual([]);
    expect(tagScripts()).toHaveLength(0);
  });

  it('never injects the tag script in tests by default', () => {
    fakeYm();
    startAnalytics('98765432');
    expect(tagScripts()).toHaveLength(0);
  });

  it('inits the counter with the configured id, once, and loads tag.js when asked', () => {
    const calls = fakeYm();
    startAnalytics('98765432', { loadScript: true });
    startAnalytics('98765432', { loadScript: true });
    expect(calls.filter((call) => call[1] === 'init')).toEqual([
      [98765432, 'init', expect.objectContaining({ clickmap: true })],
    ]);
    expect(tagScripts()).toHaveLength(1);
  });

  it('records goals through reachGoal', () => {
    const calls = fakeYm();
    startAnalytics('98765432', { loadScript: false });
    reachGoal('registration');
    reachGoal('tariff_connected');
    reachGoal('payment');
    reachGoal('referral_connect');
    expect(calls.filter((call) => call[1] === 'reachGoal')).toEqual([
      [98765432, 'reachGoal', 'registration'],
      [98765432, 'reachGoal', 'tariff_connected'],
      [98765432, 'reachGoal', 'payment'],
      [98765432, 'reachGoal', 'referral_connect'],
    ]);
  });

  it('keeps the client id from getClientID, also across a reload', () => {
    fakeYm('1700000000123456789');
    startAnalytics('98765432', { loadScript: false });
    expect(analyticsClientId()).toBe('1700000000123456789');
    resetAnalyticsForTests();
    expect(analyticsClientId()).toBe('1700000000123456789');
  });

  it('queues calls when there is no counter object yet (tag.js replays them)', () => {
    startAnalytics('98765432', { loadScript: false });
    reachGoal('payment');
    expect(window.ym?.a).toEqual([
      [98765432, 'init', expect.any(Object)],
      [98765432, 'getClientID', expect.any(Function)],
      [98765432, 'reachGoal', 'payment'],
    ]);
  });
});

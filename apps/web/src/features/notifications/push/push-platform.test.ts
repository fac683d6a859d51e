import { Capacitor } from '@capacitor/core';
import { afterEach, describe, expect, it } from 'vitest';

import { currentPushPlatform } from './push-platform.ts';

const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win.androidBridge;
  delete win.webkit;
});

describe('currentPushPlatform', () => {
  it.each([
    ['a browser', () => undefined, 'web', false],
    ['the Android wrapper', () => (win.androidBridge = {}), 'android', true],
    ['the iOS wrapper', () => (win.webkit = { messageHandlers: { bridge: {} } }), 'ios', true],
  ])('tells %s as Capacitor does', (_where, arrange, platform, isNative) => {
    arrange();
    expect(currentPushPlatform()).toEqual({ platform, isNative });
    expect(Capacitor.getPlatform()).toBe(platform);
    expect(Capacitor.isNativePlatform()).toBe(isNative);
  });
});

import { describe, expect, it } from 'vitest';

import {
  isDeadPushTokenStatus,
  isPushSupportedPlatform,
  isRetryablePushStatus,
  PUSH_PERMISSION_DENIED,
  PUSH_UNSUPPORTED,
  pushStartAllowed,
  shouldSendDeviceToken,
} from './push-subscription.ts';

describe('shouldSendDeviceToken (SPEC §4 push subscription)', () => {
  const device = (token: string) => ({ token });

  it.each([
    {
      name: 'a new token',
      token: 'fcm-новый',
      knownTokens: ['fcm-старый'],
      devices: [device('web-1')],
      send: true,
    },
    {
      name: 'a token already known',
      token: 'fcm-старый',
      knownTokens: ['fcm-старый'],
      devices: [],
      send: false,
    },
    {
      name: 'a token among the devices',
      token: 'web-1',
      knownTokens: [],
      devices: [device('web-1')],
      send: false,
    },
    {
      name: 'a token in both',
      token: 'web-1',
      knownTokens: ['web-1'],
      devices: [device('web-1')],
      send: false,
    },
    { name: 'no lists at all', token: 'ios-1', knownTokens: null, devices: undefined, send: true },
    { name: 'an empty token', token: '', knownTokens: [], devices: [], send: false },
    { name: 'no token', token: null, knownTokens: [], devices: [], send: false },
  ])('sends $name: $send', ({ token, knownTokens, devices, send }) => {
    expect(shouldSendDeviceToken({ token, knownTokens, devices })).toBe(send);
  });
});

describe('push platforms (SPEC §4/§8)', () => {
  it.each([
    { platform: 'web', isNative: false, supported: true, start: true },
    { platform: 'android', isNative: true, supported: true, start: true },
    { platform: 'ios', isNative: false, supported: true, start: true },
    { platform: 'ios', isNative: true, supported: true, start: false },
    { platform: 'electron', isNative: false, supported: false, start: false },
    { platform: null, isNative: false, supported: false, start: false },
  ])(
    '$platform (native $isNative): supported $supported, start $start',
    ({ platform, isNative, supported, start }) => {
      expect(isPushSupportedPlatform(platform)).toBe(supported);
      expect(pushStartAllowed({ platform, isNative })).toBe(start);
    },
  );

  it('keeps the messages of SPEC §8', () => {
    expect(PUSH_PERMISSION_DENIED).toBe('User denied permissions!');
    expect(PUSH_UNSUPPORTED).toBe('FCM не поддерживается в этом окружении');
  });
});

describe('push delivery answers', () => {
  it.each([
    { status: 201, dead: false, retry: false },
    { status: 400, dead: false, retry: false },
    { status: 404, dead: true, retry: false },
    { status: 410, dead: true, retry: false },
    { status: 429, dead: false, retry: true },
    { status: 500, dead: false, retry: true },
    { status: 503, dead: false, retry: true },
  ])('status $status: dead token $dead, retry $retry', ({ status, dead, retry }) => {
    expect(isDeadPushTokenStatus(status)).toBe(dead);
    expect(isRetryablePushStatus(status)).toBe(retry);
  });

  it('retries when the push service did not answer', () => {
    expect(isRetryablePushStatus(null)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';

import {
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
} from './notification-preferences.schemas.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isChannelEnabled,
  resolveNotificationPreferences,
} from './notification-preferences.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from './notification-types.ts';

describe('notification preferences (type × channel)', () => {
  it('has a default for every type and channel, and chat messages reach every channel', () => {
    for (const type of NOTIFICATION_TYPES) {
      for (const channel of NOTIFICATION_CHANNELS) {
        expect(typeof DEFAULT_NOTIFICATION_PREFERENCES[type][channel]).toBe('boolean');
      }
    }
    expect(DEFAULT_NOTIFICATION_PREFERENCES.NEW_CHAT_MESSAGE).toEqual({
      in_app: true,
      push: true,
      email: true,
      telegram: true,
    });
    expect(notificationPreferencesSchema.parse(DEFAULT_NOTIFICATION_PREFERENCES)).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it.each([
    { patch: null, type: 'NEW_CHAT_MESSAGE', channel: 'email', expected: true },
    {
      patch: { NEW_CHAT_MESSAGE: { email: false } },
      type: 'NEW_CHAT_MESSAGE',
      channel: 'email',
      expected: false,
    },
    {
      patch: { NEW_CHAT_MESSAGE: { email: false } },
      type: 'NEW_CHAT_MESSAGE',
      channel: 'push',
      expected: true,
    },
    {
      patch: { REPORT_CREATED: { push: false } },
      type: 'REPORT_CREATED',
      channel: 'push',
      expected: false,
    },
    { patch: { TASK_UPDATED: {} }, type: 'TASK_UPDATED', channel: 'email', expected: false },
  ] as const)('with $patch, $type by $channel: $expected', ({ patch, type, channel, expected }) => {
    expect(isChannelEnabled(resolveNotificationPreferences(patch), type, channel)).toBe(expected);
  });

  it('does not change the defaults it starts from', () => {
    resolveNotificationPreferences({ NEW_CHAT_MESSAGE: { in_app: false } });
    expect(DEFAULT_NOTIFICATION_PREFERENCES.NEW_CHAT_MESSAGE.in_app).toBe(true);
  });

  it.each([
    { patch: { NEW_CHAT_MESSAGE: { push: false } }, ok: true },
    { patch: {}, ok: true },
    { patch: { NEW_CHAT_MESSAGE: { sms: true } }, ok: false },
    { patch: { BIRTHDAY: { push: true } }, ok: false },
    { patch: { NEW_CHAT_MESSAGE: { push: 'да' } }, ok: false },
  ])('accepts the change $patch: $ok', ({ patch, ok }) => {
    expect(notificationPreferencesPatchSchema.safeParse(patch).success).toBe(ok);
  });
});

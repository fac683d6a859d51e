import { describe, expect, it } from 'vitest';

import { isNotificationType, NOTIFICATION_TYPES } from './notification-types.ts';

describe('isNotificationType', () => {
  it.each(NOTIFICATION_TYPES)('knows %s', (type) => {
    expect(isNotificationType(type)).toBe(true);
  });

  it.each(['', 'new_chat_message', 'SMS_SENT', 'toString', 'constructor'])(
    'does not know %j',
    (type) => {
      expect(isNotificationType(type)).toBe(false);
    },
  );
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { chatNotificationData } from './chat-notification-data.ts';
import { chatMessageNotificationDataSchema } from './notifications.schemas.ts';

const oddValue = fc.oneof(
  fc.constantFrom(undefined, null, 0, -1, 1.5, Number.NaN, 2 ** 53, '7', '', [], {}, true),
  fc.integer({ min: 1, max: 10 }),
  fc.string({ maxLength: 4 }),
);
/** Any mixture of well-formed and broken chat data. */
const chatData = fc.record(
  {
    type: fc.oneof(fc.constant('NEW_CHAT_MESSAGE'), fc.constant('TASK_UPDATED'), oddValue),
    message: fc.oneof(
      oddValue,
      fc.record(
        {
          id: fc.oneof(fc.integer({ min: 1, max: 99 }), oddValue),
          chat_conversation_id: fc.oneof(fc.integer({ min: 1, max: 99 }), oddValue),
          text: fc.oneof(fc.string({ maxLength: 6 }), oddValue),
          chat_user: fc.oneof(
            oddValue,
            fc.record({ name: fc.oneof(fc.string({ maxLength: 6 }), oddValue), extra: oddValue }),
          ),
          extra: oddValue,
        },
        { requiredKeys: [] },
      ),
    ),
    extra: oddValue,
  },
  { requiredKeys: [] },
);

describe('chatNotificationData', () => {
  it('reads exactly what chatMessageNotificationDataSchema reads, for any data', () => {
    fc.assert(
      fc.property(fc.oneof(chatData, oddValue), (data) => {
        const parsed = chatMessageNotificationDataSchema.safeParse(data);
        expect(chatNotificationData({ data })).toStrictEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });
});

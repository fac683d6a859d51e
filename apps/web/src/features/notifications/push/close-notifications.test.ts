import { describe, expect, it } from 'vitest';

import { closeConversationNotifications, conversationIdsOf } from './close-notifications.ts';
import { fakeWebPushBrowser } from '../../../test/notifications/test-browser.ts';

describe('closing the system notifications of a read conversation', () => {
  it('asks the service worker to close them', async () => {
    const fake = fakeWebPushBrowser();
    await fake.browser.serviceWorker?.register('/sw.js', { scope: '/' });

    await closeConversationNotifications(12, {
      platform: { platform: 'web', isNative: false },
      browser: fake.browser,
    });

    expect(fake.calls.posted).toEqual([
      { type: 'close-notifications', conversationId: 12, tag: 'chat-12' },
    ]);
  });

  it('does nothing without a service worker', async () => {
    const fake = fakeWebPushBrowser();

    await closeConversationNotifications(12, {
      platform: { platform: 'web', isNative: false },
      browser: fake.browser,
    });

    expect(fake.calls.posted).toEqual([]);
  });

  it('finds the conversations of the read chat notifications', () => {
    const chat = (id: string, conversationId: number) => ({
      id,
      type: 'NEW_CHAT_MESSAGE',
      read_at: null,
      created_at: '2026-11-21T09:00:00.000Z',
      data: {
        type: 'NEW_CHAT_MESSAGE',
        message: {
          chat_conversation_id: conversationId,
          text: 'Акт',
          chat_user: { name: 'Мария' },
        },
      },
    });
    const list = [
      chat('a', 12),
      chat('b', 12),
      chat('c', 14),
      { ...chat('d', 15), type: 'OTHER', data: { type: 'OTHER' } },
    ];

    expect(conversationIdsOf(list, ['a', 'b', 'd', 'нет такого'])).toEqual([12]);
    expect(conversationIdsOf(undefined, ['a'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import {
  CHAT_PAGE_SIZE,
  CHAT_PAGE_SIZE_LEGACY,
  MESSAGE_HIGHLIGHT_MS,
  NEW_MESSAGE_TITLE,
  NOTIFICATION_SOUND_URL,
  NOTIFICATION_SOUND_VOLUME,
} from './chat-limits.ts';

describe('chat constants (SPEC §9)', () => {
  it.each([
    { name: 'older page size', value: CHAT_PAGE_SIZE_LEGACY, expected: 30 },
    { name: 'newer page size', value: CHAT_PAGE_SIZE, expected: 15 },
    { name: 'highlight', value: MESSAGE_HIGHLIGHT_MS, expected: 3000 },
    { name: 'sound', value: NOTIFICATION_SOUND_URL, expected: '/audio/message-notification.mp3' },
    { name: 'volume', value: NOTIFICATION_SOUND_VOLUME, expected: 0.5 },
    { name: 'title', value: NEW_MESSAGE_TITLE, expected: 'Новое сообщение' },
  ])('keeps the $name at $expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });
});

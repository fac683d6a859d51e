import { describe, expect, it } from 'vitest';

import { parseChannelName, presenceChatChannel, privateUserChannel } from './channels.ts';

describe('channel names', () => {
  it('names the private channel of a user', () => {
    expect(privateUserChannel(42)).toBe('private-user.42');
    expect(parseChannelName(privateUserChannel(42))).toEqual({ kind: 'private-user', userId: 42 });
  });

  it('names the presence channel of a conversation', () => {
    expect(parseChannelName(presenceChatChannel(7))).toEqual({
      kind: 'presence-chat',
      conversationId: 7,
    });
  });

  it.each([
    'private-user.',
    'private-user.01',
    'private-user.1.2',
    'private-user.1:2',
    'private-company.1',
    'presence-chat.x',
    'private-user.1\n',
    'private-user.١',
    `private-user.${'1'.repeat(300)}`,
  ])('refuses the unknown channel %j', (name) => {
    expect(parseChannelName(name)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

import { notifyNewMessage, setChatNoticesMuted, useChatNotices } from './notify.ts';

afterEach(() => {
  setChatNoticesMuted(false);
  useChatNotices.setState({ notices: [] });
  vi.restoreAllMocks();
});

const message = (id: number) => ({
  id,
  chat_conversation_id: 7,
  text: 'Счёт оплачен',
  chat_user: { name: 'Анна' },
});

// jsdom cannot play audio: `play` is the browser boundary observed here.
describe('new chat message notice (SPEC §9, the in-app preference)', () => {
  it('plays the sound and shows «Новое сообщение» with the sender and text once', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    notifyNewMessage(message(101));
    notifyNewMessage(message(101));

    expect(play).toHaveBeenCalledOnce();
    expect(useChatNotices.getState().notices).toEqual([
      { key: '101', conversationId: 7, title: 'Новое сообщение', body: 'Анна: Счёт оплачен' },
    ]);
  });

  it('stays silent and shows nothing while chat notifications are off in the app', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    setChatNoticesMuted(true);
    notifyNewMessage(message(102));

    expect(play).not.toHaveBeenCalled();
    expect(useChatNotices.getState().notices).toEqual([]);
  });
});

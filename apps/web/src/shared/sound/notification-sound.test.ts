import { NOTIFICATION_SOUND_URL } from '@kabinet/domain/chat';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { playNotificationSound } from './notification-sound.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

// jsdom has media elements but cannot play: `play` is the browser boundary observed here.
describe('notification sound (SPEC §9)', () => {
  it('plays the notification sound from the start at volume 0.5', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    playNotificationSound();
    playNotificationSound();

    expect(play).toHaveBeenCalledTimes(2);
    const element = play.mock.contexts[1] as HTMLAudioElement;
    expect(element).toBe(play.mock.contexts[0]);
    expect(element.src.endsWith(NOTIFICATION_SOUND_URL)).toBe(true);
    expect(element.volume).toBe(0.5);
    expect(element.currentTime).toBe(0);
  });

  it('stays silent when the browser refuses to play before a user gesture', async () => {
    const refused = Promise.reject(new DOMException('play() failed', 'NotAllowedError'));
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockReturnValue(refused);
    expect(() => playNotificationSound()).not.toThrow();
    expect(play).toHaveBeenCalledOnce();
    await expect(refused).rejects.toThrow('play() failed');
  });
});

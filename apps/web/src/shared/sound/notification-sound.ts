import { NOTIFICATION_SOUND_URL, NOTIFICATION_SOUND_VOLUME } from '@kabinet/domain/chat';

// One element for the page: a burst of notifications restarts the sound rather than stacking it.
let audio: HTMLAudioElement | null = null;

/**
 * SPEC §9: the notification sound at volume 0.5 — for a chat message and for any new
 * notification the bell shows. Browsers may refuse to play before the first user gesture; that
 * refusal is silent.
 */
export function playNotificationSound(): void {
  try {
    audio ??= new Audio(NOTIFICATION_SOUND_URL);
    audio.volume = NOTIFICATION_SOUND_VOLUME;
    audio.currentTime = 0;
    void audio.play().catch(() => undefined);
  } catch {
    // No audio in this environment.
  }
}

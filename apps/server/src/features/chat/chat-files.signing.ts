import { CHAT_FILE_LINK_MINUTES } from '@kabinet/domain/chat';

import type { Clock } from '../../platform/clock.ts';
import { hmacSha256, safeEqual } from '../../platform/secrets.ts';

/** A variant of a stored chat file. */
export type FileVariant = 'original' | 'preview';

/** Whom a file URL was issued to: their user and chat user. */
export type FileViewer = { userId: number; chatUserId: number };

/** What a signed URL carries besides the file: its holder, its expiry, its signature. */
export type FileUrlClaim = { viewer: string; expires: number; signature: string };

/** The viewer of a chat actor. */
export const viewerOf = (actor: { user: { id: number }; chatUser: { id: number } }) => ({
  userId: actor.user.id,
  chatUserId: actor.chatUser.id,
});

/**
 * docs/api/chat.md «Files» (security R26): a file URL is a capability issued after the access
 * check — HMAC(APP_KEY, chat-file:{id}:{variant}:{user}.{chatUser}:{expires}) — so <img src>
 * works without a bearer header, nobody can guess another file's URL, it stops working
 * CHAT_FILE_LINK_MINUTES after it was issued (403), and the download checks again that its
 * holder is still in the conversation (404 otherwise).
 */
export function createFileUrlSigner(appKey: string, clock: Clock) {
  const sign = (id: number, variant: FileVariant, viewer: string, expires: number) =>
    hmacSha256(appKey, `chat-file:${id}:${variant}:${viewer}:${expires}`);
  return {
    url(id: number, variant: FileVariant, viewer: FileViewer) {
      const holder = `${viewer.userId}.${viewer.chatUserId}`;
      const expires = Math.floor(clock.now().getTime() / 1000) + CHAT_FILE_LINK_MINUTES * 60;
      const signature = sign(id, variant, holder, expires);
      return `/api/v1/chat/files/${id}?variant=${variant}&viewer=${holder}&expires=${expires}&signature=${signature}`;
    },
    /** The URL's holder when the signature is right; `expired` past its time; null if forged. */
    verify(id: number, variant: FileVariant, claim: FileUrlClaim): FileViewer | 'expired' | null {
      const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})$/.exec(claim.viewer);
      if (!match || !safeEqual(sign(id, variant, claim.viewer, claim.expires), claim.signature)) {
        return null;
      }
      if (claim.expires * 1000 <= clock.now().getTime()) return 'expired';
      return { userId: Number(match[1]), chatUserId: Number(match[2]) };
    },
  };
}

export type FileUrlSigner = ReturnType<typeof createFileUrlSigner>;

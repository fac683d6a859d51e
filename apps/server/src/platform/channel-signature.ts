import { hmacSha256, safeEqual } from './secrets.ts';

/**
 * ARCHITECTURE §3 (Pusher-style, security R21): HMAC-SHA256 with APP_KEY of
 * `socket_id:channel_name:token_id`. Binding the token id lets revocation find the sockets.
 */
export function signChannel(
  appKey: string,
  args: { socketId: string; channel: string; tokenId: number },
): string {
  return hmacSha256(appKey, `${args.socketId}:${args.channel}:${args.tokenId}`);
}

/** Constant-time check of a channel signature against the socket's own id. */
export function isValidChannelSignature(
  appKey: string,
  args: { socketId: string; channel: string; tokenId: number; auth: string },
): boolean {
  return safeEqual(signChannel(appKey, args), args.auth);
}

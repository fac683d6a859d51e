import { hmacSha256, safeEqual } from './secrets.ts';

/**
 * ARCHITECTURE §3 (Pusher-style, security R21): HMAC-SHA256 with APP_KEY of
 * `socket_id:channel_name:token_id[:channel_data]`. Binding the token id lets revocation find
 * the sockets; presence channels also bind the member info (channel_data) the API vouches for.
 */
export function signChannel(
  appKey: string,
  args: { socketId: string; channel: string; tokenId: number; channelData?: string | undefined },
): string {
  const base = `${args.socketId}:${args.channel}:${args.tokenId}`;
  return hmacSha256(appKey, args.channelData === undefined ? base : `${base}:${args.channelData}`);
}

/** Constant-time check of a channel signature against the socket's own id. */
export function isValidChannelSignature(
  appKey: string,
  args: {
    socketId: string;
    channel: string;
    tokenId: number;
    auth: string;
    channelData?: string | undefined;
  },
): boolean {
  return safeEqual(signChannel(appKey, args), args.auth);
}

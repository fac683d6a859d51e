import { hmacSha256, safeEqual } from './secrets.ts';

/**
 * How long a channel signature admits its socket after /broadcasting/auth issued it.
 * A client subscribes right after asking; the bound lets realtime nodes forget a membership
 * revocation after twice this long (realtime.membership.ts).
 */
export const CHANNEL_SIGNATURE_TTL_MS = 60_000;

type SignedFields = {
  socketId: string;
  channel: string;
  tokenId: number;
  channelData?: string | undefined;
};

/**
 * ARCHITECTURE §3 (Pusher-style, security R21): HMAC-SHA256 with APP_KEY of
 * `socket_id:channel_name:token_id:issued_at[:channel_data]`, answered as `{issued_at}:{hmac}`.
 * Binding the token id lets revocation find the sockets; presence channels also bind the member
 * info (channel_data, with the user id) the API vouches for; `issued_at` (ms, the API's clock)
 * lets a node refuse a signature issued before the user lost the channel.
 */
export function signChannel(appKey: string, args: SignedFields & { issuedAt: number }): string {
  const base = `${args.socketId}:${args.channel}:${args.tokenId}:${args.issuedAt}`;
  const signed = args.channelData === undefined ? base : `${base}:${args.channelData}`;
  return `${args.issuedAt}:${hmacSha256(appKey, signed)}`;
}

const AUTH_PATTERN = /^(\d{1,15}):[0-9a-f]{64}$/;

/**
 * Constant-time check of a channel signature against the socket's own id: its issue time when
 * it is valid, null otherwise.
 */
export function verifyChannelSignature(
  appKey: string,
  args: SignedFields & { auth: string },
): number | null {
  const match = AUTH_PATTERN.exec(args.auth);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  return safeEqual(signChannel(appKey, { ...args, issuedAt }), args.auth) ? issuedAt : null;
}

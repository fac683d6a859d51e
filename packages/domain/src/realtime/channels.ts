/** The kinds of channel the server signs: the prefix of a channel name. */
export type ChannelKind = 'private-user' | 'presence-chat';

/**
 * A channel name of a known kind (`private-user.7`, `presence-chat.12`): typed so a listener's
 * events follow from the name it was built with, without a cast at the call site.
 */
export type ChannelName<K extends ChannelKind = ChannelKind> = `${K}.${number}`;

/** SPEC §7: the private channel of one user. */
export function privateUserChannel(userId: number): ChannelName<'private-user'> {
  return `private-user.${userId}`;
}

/** ARCHITECTURE §3: the presence channel of one chat conversation. */
export function presenceChatChannel(conversationId: number): ChannelName<'presence-chat'> {
  return `presence-chat.${conversationId}`;
}

/** A channel name understood by the server. */
export type ParsedChannel =
  { kind: 'private-user'; userId: number } | { kind: 'presence-chat'; conversationId: number };

/** Pusher's channel-name charset (no «:»), at most 200 characters (security R21). */
const CHANNEL_PATTERN = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
const KNOWN_CHANNEL = /^(private-user|presence-chat)\.([1-9]\d{0,14})$/;

/**
 * Reads `private-user.{id}` or `presence-chat.{id}`; anything else (unknown prefixes, «:»,
 * leading zeros, extra segments) is `null`, so unknown patterns are never signed.
 */
export function parseChannelName(name: string): ParsedChannel | null {
  if (!CHANNEL_PATTERN.test(name)) return null;
  const match = KNOWN_CHANNEL.exec(name);
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'private-user'
    ? { kind: 'private-user', userId: id }
    : { kind: 'presence-chat', conversationId: id };
}

import type { ChannelEventMaps, RealtimeEnvelope } from '@kabinet/domain/realtime';
import { presenceChatChannel, privateUserChannel } from '@kabinet/domain/realtime';

/**
 * Publishes on one channel, typed by the domain's event map of its kind (CONVENTIONS §4.5): an
 * event no contract lists, or a payload that does not match it, does not compile.
 */
export type ChannelEmitter<Events> = {
  emit<E extends keyof Events & string>(event: E, data: Events[E]): void;
};

/** Port through which services publish events after commit (ARCHITECTURE §3, CONVENTIONS 4.5). */
export type Realtime = {
  /** Emits on the user's private channel `private-user.{id}`. */
  toUser(userId: number): ChannelEmitter<ChannelEventMaps['private-user']>;
  /** Emits on the conversation's channel `presence-chat.{id}`. */
  toConversation(conversationId: number): ChannelEmitter<ChannelEventMaps['presence-chat']>;
  /** Drops every socket that subscribed with this token (logout, revocation). */
  disconnectToken(tokenId: number): void;
  /**
   * The user is no longer in the conversation (kick, leave, company removal, account
   * deletion). Every socket of theirs leaves `presence-chat.{id}` on every node — their member
   * leaves the presence list — and no signature issued before now lets them back in.
   */
  removeUserFromConversation(userId: number, conversationId: number): void;
};

type UserEvents = ChannelEventMaps['private-user'];

/**
 * Emits one event on the private channel of each user, once per user however often the list
 * names them (a manager who is also a member hears a change once).
 */
export function emitToUsers<E extends keyof UserEvents & string>(
  realtime: Pick<Realtime, 'toUser'>,
  userIds: readonly number[],
  event: E,
  data: UserEvents[E],
): void {
  for (const userId of new Set(userIds)) realtime.toUser(userId).emit(event, data);
}

/** The room every socket subscribed with a token joins, so revoking the token can drop it. */
export const tokenRoom = (tokenId: number) => `token.${tokenId}`;

/**
 * The room every socket of a user joins when it subscribes to a presence channel (the user id
 * comes from the signed channel_data), so a membership change can reach all of them on every
 * node.
 */
export const userRoom = (userId: number) => `user.${userId}`;

/** A user taken off a channel at `at` (ms, the API's clock). */
export type ChannelRevocation = { userId: number; channel: string; at: number };

/** The server-side event (node to node, never to clients) that spreads a revocation. */
export const CHANNEL_REVOKED = 'kabinet:channel-revoked';

/**
 * What the port needs from Socket.IO: the server itself (in-process, or across nodes through the
 * Redis adapter) and the Redis emitter of an API-only node offer the same calls.
 */
export type RealtimeBroadcaster = {
  emitTo(room: string, envelope: RealtimeEnvelope): void;
  disconnectRoom(room: string): void;
  /** Tells every node of the revocation, then makes the user's sockets leave the channel. */
  revoke(revocation: ChannelRevocation): void;
};

/** The port over a broadcaster: one envelope format whichever side publishes. */
export function realtimeOver(broadcaster: RealtimeBroadcaster): Realtime {
  const emitOn = <Events>(channel: string): ChannelEmitter<Events> => ({
    emit: (event, data) => broadcaster.emitTo(channel, { channel, event, data }),
  });
  return {
    toUser: (userId) => emitOn(privateUserChannel(userId)),
    toConversation: (conversationId) => emitOn(presenceChatChannel(conversationId)),
    disconnectToken: (tokenId) => broadcaster.disconnectRoom(tokenRoom(tokenId)),
    removeUserFromConversation: (userId, conversationId) =>
      broadcaster.revoke({ userId, channel: presenceChatChannel(conversationId), at: Date.now() }),
  };
}

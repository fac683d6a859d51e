import {
  presenceChatChannel,
  privateUserChannel,
  type RealtimeEnvelope,
} from '@kabinet/domain/realtime';

/** Port through which services publish events after commit (ARCHITECTURE §3, CONVENTIONS 4.5). */
export type Realtime = {
  /** Emits `event` with `data` on the user's private channel `private-user.{id}`. */
  toUser(userId: number): { emit(event: string, data: unknown): void };
  /** Emits `event` with `data` on the conversation's channel `presence-chat.{id}`. */
  toConversation(conversationId: number): { emit(event: string, data: unknown): void };
  /** Drops every socket that subscribed with this token (logout, revocation). */
  disconnectToken(tokenId: number): void;
};

/** The room every socket subscribed with a token joins, so revoking the token can drop it. */
export const tokenRoom = (tokenId: number) => `token.${tokenId}`;

/**
 * What the port needs from Socket.IO: the server itself (in-process, or across nodes through the
 * Redis adapter) and the Redis emitter of an API-only node offer the same two calls.
 */
export type RealtimeBroadcaster = {
  emitTo(room: string, envelope: RealtimeEnvelope): void;
  disconnectRoom(room: string): void;
};

/** The port over a broadcaster: one envelope format whichever side publishes. */
export function realtimeOver(broadcaster: RealtimeBroadcaster): Realtime {
  const emitOn = (channel: string) => ({
    emit: (event: string, data: unknown) => broadcaster.emitTo(channel, { channel, event, data }),
  });
  return {
    toUser: (userId) => emitOn(privateUserChannel(userId)),
    toConversation: (conversationId) => emitOn(presenceChatChannel(conversationId)),
    disconnectToken: (tokenId) => broadcaster.disconnectRoom(tokenRoom(tokenId)),
  };
}

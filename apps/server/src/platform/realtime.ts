/** Port through which services publish events after commit (ARCHITECTURE §3, CONVENTIONS 4.5). */
export type Realtime = {
  /** Emits `event` with `data` on the user's private channel `private-user.{id}`. */
  toUser(userId: number): { emit(event: string, data: unknown): void };
  /** Emits `event` with `data` on the conversation's channel `presence-chat.{id}`. */
  toConversation(conversationId: number): { emit(event: string, data: unknown): void };
  /** Drops every socket that subscribed with this token (logout, revocation). */
  disconnectToken(tokenId: number): void;
};

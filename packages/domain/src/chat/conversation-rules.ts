import { hasManagerRights } from '../shared/constants.ts';

import { REPLY_TARGET_DELETED } from './messages-model.ts';

/** SPEC §8: a non-master tries to remove another user. */
export const NOT_ENOUGH_RIGHTS = 'Недостаточно прав';
/** SPEC §8: a non-master kicks (disconnects) a user. */
export const KICK_NOT_ALLOWED = 'У вас недостаточно прав';
/** SPEC §8: the master tries to leave. */
export const MASTER_CANNOT_LEAVE = 'Вы не можете покинуть чат';

/** The parts of a conversation the role rules read (SPEC §3/§6). */
export interface ConversationRoles<C extends { id: number; user_id: number | null }> {
  chat_user_id: number;
  chat_users: readonly C[];
  users: readonly { id: number; role?: { role_slug: string } | null }[];
}

/** The managers of a conversation (SPEC §6). */
export interface ConversationManagers<C> {
  manager: C | null;
  secondManager: C | null;
}

/**
 * SPEC §6: the manager is the chat user matching chat_user_id; the conversation has a second
 * manager when more than one of its users has manager rights — the first such user other than
 * the manager, as their chat user (`null` when they have none).
 */
export function conversationManagers<C extends { id: number; user_id: number | null }>(
  conversation: ConversationRoles<C>,
): ConversationManagers<C> {
  const manager = conversation.chat_users.find((c) => c.id === conversation.chat_user_id) ?? null;
  const withRights = conversation.users.filter((u) => hasManagerRights(u.role?.role_slug));
  if (withRights.length <= 1) return { manager, secondManager: null };
  const other = withRights.find((u) => u.id !== manager?.user_id);
  const secondManager = other
    ? (conversation.chat_users.find((c) => c.user_id === other.id) ?? null)
    : null;
  return { manager, secondManager };
}

/** SPEC §6: whether the chat user is one of the conversation's managers. */
export function isConversationManager<C extends { id: number; user_id: number | null }>(
  conversation: ConversationRoles<C>,
  chatUserId: number,
): boolean {
  const { manager, secondManager } = conversationManagers(conversation);
  return manager?.id === chatUserId || secondManager?.id === chatUserId;
}

/** SPEC §6: the master (creator) is the chat user of chat_user_id. */
export function isConversationMaster(
  conversation: { chat_user_id: number },
  chatUserId: number,
): boolean {
  return conversation.chat_user_id === chatUserId;
}

/** The answer of a permission rule: allowed, or refused with the Russian message of SPEC §8. */
export type ChatPermission = { allowed: true } | { allowed: false; message: string };

const ALLOWED: ChatPermission = { allowed: true };
const refused = (message: string): ChatPermission => ({ allowed: false, message });

/** SPEC §6/§8: the master cannot leave («Вы не можете покинуть чат»); anyone else may. */
export function canLeave({
  conversation,
  chatUserId,
}: {
  conversation: { chat_user_id: number };
  chatUserId: number;
}): ChatPermission {
  return isConversationMaster(conversation, chatUserId) ? refused(MASTER_CANNOT_LEAVE) : ALLOWED;
}

/**
 * SPEC §6/§8: only the master removes other users. A non-master is refused with «Недостаточно
 * прав» when removing (leave/other) and «У вас недостаточно прав» when kicking (disconnect).
 * Removing oneself is leaving, under {@link canLeave}.
 */
export function canRemoveParticipant({
  conversation,
  actorChatUserId,
  targetChatUserId,
  via = 'remove',
}: {
  conversation: { chat_user_id: number };
  actorChatUserId: number;
  targetChatUserId: number;
  via?: 'remove' | 'kick';
}): ChatPermission {
  if (actorChatUserId === targetChatUserId) {
    return canLeave({ conversation, chatUserId: actorChatUserId });
  }
  if (isConversationMaster(conversation, actorChatUserId)) return ALLOWED;
  return refused(via === 'kick' ? KICK_NOT_ALLOWED : NOT_ENOUGH_RIGHTS);
}

/**
 * SPEC §4: removing a user who is currently in the conversation clears their current
 * conversation; anyone else is returned unchanged.
 */
export function afterRemovalFrom<C extends { current_chat_conversation_id: number | null }>(
  chatUser: C,
  conversationId: number,
): C {
  return chatUser.current_chat_conversation_id === conversationId
    ? { ...chatUser, current_chat_conversation_id: null }
    : chatUser;
}

/** SPEC §8: every chat error text in one place (for lookups and tests). */
export const CHAT_ERRORS = {
  NOT_ENOUGH_RIGHTS,
  KICK_NOT_ALLOWED,
  MASTER_CANNOT_LEAVE,
  REPLY_TARGET_DELETED,
} as const;

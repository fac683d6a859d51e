import type { Db } from '../../db/client.ts';
import type { ChatConversationRow, ChatParticipantRow } from '../../db/schema/chat.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

import { findParticipationWithAccess } from './chat-conversations.repository.ts';
import { conversationNotFound } from './chat.errors.ts';

/** A conversation the actor may use, with their participation. */
export type ConversationAccess = {
  conversation: ChatConversationRow;
  participant: ChatParticipantRow;
};

/**
 * ARCHITECTURE §2 «a conversation is visible to its participants»: an active participant who
 * can still use the conversation's company (member or assigned staff). Shared by the chat
 * routes and /broadcasting/auth; null means «not found» to the caller.
 */
export async function findConversationAccess(
  db: Db,
  actor: { userId: number; chatUserId: number },
  conversationId: number,
): Promise<ConversationAccess | null> {
  return findParticipationWithAccess(db, {
    conversationId,
    chatUserId: actor.chatUserId,
    userId: actor.userId,
  });
}

/**
 * The chat services' access check: the actor's access to the conversation, or `notFound` (a 404:
 * the conversation's, or the message's when a message was asked for) thrown when there is none.
 */
export async function requireConversationAccess(
  db: Db,
  actor: { user: { id: number }; chatUser: { id: number } },
  conversationId: number,
  notFound: () => Error = conversationNotFound,
): Promise<ConversationAccess> {
  const found = await findConversationAccess(
    db,
    { userId: actor.user.id, chatUserId: actor.chatUser.id },
    conversationId,
  );
  if (!found) throw notFound();
  return found;
}

/** Who may be added to a company's conversation: its users and its assigned staff. */
export async function canJoinCompanyConversation(
  db: Db,
  userId: number,
  companyId: number,
): Promise<boolean> {
  return canUseCompany(db, userId, companyId);
}

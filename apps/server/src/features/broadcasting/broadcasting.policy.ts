import type { ChatPresenceMember, ParsedChannel } from '@kabinet/domain/realtime';

/** The chat's participant check: member info for a participant, null for anyone else. */
export type PresenceMemberLookup = (
  actor: { id: number },
  conversationId: number,
) => Promise<ChatPresenceMember | null>;

/** What the policy decided: refused, allowed, or allowed with presence member info. */
export type ChannelDecision = { allowed: false } | { allowed: true; member?: ChatPresenceMember };

/**
 * ARCHITECTURE §3: who may join a channel. `private-user.{id}` only for its owner;
 * `presence-chat.{id}` only for the conversation's participants (the chat policy decides).
 */
export async function decideChannel(
  actor: { id: number },
  channel: ParsedChannel,
  presenceMember: PresenceMemberLookup,
): Promise<ChannelDecision> {
  switch (channel.kind) {
    case 'private-user':
      return { allowed: channel.userId === actor.id };
    case 'presence-chat': {
      const member = await presenceMember(actor, channel.conversationId);
      return member ? { allowed: true, member } : { allowed: false };
    }
  }
}

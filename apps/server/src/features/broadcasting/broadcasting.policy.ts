import type { ParsedChannel } from '@kabinet/domain/realtime';

/**
 * ARCHITECTURE §3: who may join a channel. `private-user.{id}` only for its owner;
 * presence-chat channels are refused until the chat feature supplies its membership check.
 */
export async function canJoinChannel(
  actor: { id: number },
  channel: ParsedChannel,
): Promise<boolean> {
  switch (channel.kind) {
    case 'private-user':
      return channel.userId === actor.id;
    case 'presence-chat':
      return false;
  }
}

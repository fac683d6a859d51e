import type { ChatUser } from '@kabinet/domain/chat';

import { useConversationChannel } from '../realtime.ts';

function ConversationChannel({ conversationId, me }: { conversationId: number; me: ChatUser }) {
  useConversationChannel(conversationId, me);
  return null;
}

/** Listens to every listed conversation (new messages, reads, presence, typing) while mounted. */
export function ConversationChannels({ ids, me }: { ids: number[]; me: ChatUser }) {
  return (
    <>
      {ids.map((id) => (
        <ConversationChannel key={id} conversationId={id} me={me} />
      ))}
    </>
  );
}

import { lastMessageCaption, type ChatUser, type Conversation } from '@kabinet/domain/chat';
import { Stack, Text } from '@mantine/core';

import { otherParticipants, typingText } from '../model.ts';
import { conversationPath } from '../paths.ts';
import { activeTyping, useTypingStore } from '../store.ts';
import { ConversationRow } from './conversation-row.tsx';

interface ConversationListProps {
  conversations: Conversation[];
  meId: number;
  activeId: number | null;
  isOnline: (chatUser: ChatUser, conversationId: number) => boolean;
}

function ConversationItem({
  conversation,
  meId,
  active,
  online,
}: {
  conversation: Conversation;
  meId: number;
  active: boolean;
  online: boolean;
}) {
  const marks = useTypingStore((s) => s.typing[conversation.id]);
  const typing = typingText(activeTyping(marks));
  return (
    <ConversationRow
      conversation={conversation}
      to={conversationPath(conversation.id)}
      active={active}
      online={online}
      testId="conversation-item"
      caption={
        <Text
          size="sm"
          c={typing ? 'brand' : 'dimmed'}
          truncate="end"
          data-testid="conversation-caption"
        >
          {typing ?? lastMessageCaption(conversation.last_message, meId)}
        </Text>
      }
    />
  );
}

/** The company's conversations: caption, time, unread badge (9+), online and typing marks. */
export function ConversationList({
  conversations,
  meId,
  activeId,
  isOnline,
}: ConversationListProps) {
  return (
    <Stack gap={2} component="nav" aria-label="Диалоги">
      {conversations.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          meId={meId}
          active={conversation.id === activeId}
          online={otherParticipants(conversation, meId).some((u) => isOnline(u, conversation.id))}
        />
      ))}
    </Stack>
  );
}

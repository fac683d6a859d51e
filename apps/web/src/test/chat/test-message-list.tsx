// Test support: the message list as the component and real-time tests render it.
import {
  MessageList,
  type MessageListProps,
} from '../../features/chat/components/message-list.tsx';
import type { MessageActions } from '../../features/chat/components/message-bubble.tsx';
import { ivan } from './test-data.ts';

const noop = () => undefined;

type TestMessageListProps = Pick<MessageListProps, 'messages'> &
  Partial<Pick<MessageListProps, 'highlightedId' | 'scrollRequest'>> & {
    actions?: Partial<MessageActions>;
  };

/**
 * The list as Иван sees it in a private conversation he is not the master of, with no older
 * page to load; every action does nothing unless the test gives it.
 */
export function TestMessageList(props: TestMessageListProps) {
  const { messages, highlightedId = null, scrollRequest = null, actions } = props;
  return (
    <MessageList
      messages={messages}
      hasMore={false}
      loadingOlder={false}
      meId={ivan.id}
      isMaster={false}
      showAuthors={false}
      highlightedId={highlightedId}
      scrollRequest={scrollRequest}
      onLoadOlder={noop}
      actions={{
        onReply: noop,
        onEdit: noop,
        onDelete: noop,
        onCopy: noop,
        onJump: noop,
        onRetry: noop,
        onDiscard: noop,
        ...actions,
      }}
    />
  );
}

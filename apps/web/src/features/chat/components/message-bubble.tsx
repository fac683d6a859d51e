import type { ListedMessage } from '@kabinet/domain/chat';
import { Text } from '@mantine/core';
import { memo } from 'react';

import classes from './chat.module.css';
import { MessageFooter, ReplyQuote, SendFailure } from './message-bubble-parts.tsx';
import { MessageFiles } from './message-files.tsx';
import { MessageMenu } from './message-menu.tsx';

export interface MessageActions {
  onReply: (message: ListedMessage) => void;
  onEdit: (message: ListedMessage) => void;
  onDelete: (message: ListedMessage) => void;
  onCopy: (message: ListedMessage) => void;
  onJump: (messageId: number) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

interface MessageBubbleProps {
  message: ListedMessage;
  own: boolean;
  showAuthor: boolean;
  canDelete: boolean;
  highlighted: boolean;
  progress: number | undefined;
  failure: string | undefined;
  actions: MessageActions;
}

function bubbleClass(own: boolean, highlighted: boolean): string {
  return `${classes.bubble} ${own ? classes.own : classes.other} ${highlighted ? classes.highlighted : ''}`;
}

/** One message: author, reply quote, text, files, time, «изменено», read marks, actions. */
export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  const { message, own, showAuthor, highlighted, progress, failure, actions } = props;
  const clientId = message.extra.client_id;
  return (
    <div className={classes.row} style={{ flexDirection: own ? 'row-reverse' : 'row' }}>
      <div
        className={bubbleClass(own, highlighted)}
        data-message-id={message.id ?? undefined}
        data-testid="message"
      >
        {showAuthor && !own ? (
          <Text size="xs" fw={600} c="brand" mb={2}>
            {message.chat_user?.name ?? 'Участник'}
          </Text>
        ) : null}
        <ReplyQuote message={message} onJump={actions.onJump} />
        {message.files.length > 0 ? (
          <MessageFiles files={message.files} progress={progress} />
        ) : null}
        {message.text ? <div className={classes.text}>{message.text}</div> : null}
        <MessageFooter message={message} own={own} failed={Boolean(failure)} />
        {failure && clientId ? (
          <SendFailure
            failure={failure}
            onRetry={() => actions.onRetry(clientId)}
            onDiscard={() => actions.onDiscard(clientId)}
          />
        ) : null}
      </div>
      <MessageMenu {...props} />
    </div>
  );
});

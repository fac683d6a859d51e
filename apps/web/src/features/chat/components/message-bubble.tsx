import {
  isEdited,
  isPreSent,
  REPLY_TARGET_DELETED,
  replyPreview,
  type ListedMessage,
} from '@kabinet/domain/chat';
import { formatChatTime } from '@kabinet/domain/shared';
import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconChecks,
  IconClock,
  IconCopy,
  IconDots,
  IconExclamationCircle,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { memo } from 'react';

import { deliveryState } from '../model.ts';
import classes from './chat.module.css';
import { MessageFiles } from './message-files.tsx';

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

function DeliveryMark({ message, failed }: { message: ListedMessage; failed: boolean }) {
  const state = deliveryState(message, failed);
  if (state === 'failed') {
    return (
      <IconExclamationCircle
        size={14}
        color="var(--mantine-color-red-6)"
        aria-label="Не отправлено"
      />
    );
  }
  if (state === 'sending') return <IconClock size={13} aria-label="Отправляется" />;
  if (state === 'read') {
    return <IconChecks size={15} color="var(--mantine-color-brand-6)" aria-label="Прочитано" />;
  }
  return <IconCheck size={15} aria-label="Доставлено" />;
}

function ReplyQuote({ message, onJump }: { message: ListedMessage; onJump: (id: number) => void }) {
  if (message.reply_message_id === null) return null;
  const target = message.reply_message;
  return (
    <button
      type="button"
      className={classes.quote}
      onClick={() => onJump(message.reply_message_id as number)}
      aria-label="Перейти к исходному сообщению"
    >
      {target ? (
        <>
          <Text size="xs" fw={600} c="brand">
            {target.chat_user?.name ?? 'Сообщение'}
          </Text>
          <Text size="xs" lineClamp={2}>
            {replyPreview(target.text) || 'Прикрепленный файл'}
          </Text>
        </>
      ) : (
        <Text size="xs" fs="italic" c="dimmed">
          {REPLY_TARGET_DELETED}
        </Text>
      )}
    </button>
  );
}

function MessageMenu({
  message,
  own,
  canDelete,
  actions,
}: Pick<MessageBubbleProps, 'message' | 'own' | 'canDelete' | 'actions'>) {
  if (isPreSent(message)) return null;
  return (
    <Menu position={own ? 'bottom-end' : 'bottom-start'} withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.actions}
          aria-label="Действия с сообщением"
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconArrowBackUp size={16} />}
          onClick={() => actions.onReply(message)}
        >
          Ответить
        </Menu.Item>
        {own ? (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.onEdit(message)}>
            Изменить
          </Menu.Item>
        ) : null}
        {message.text ? (
          <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.onCopy(message)}>
            Копировать текст
          </Menu.Item>
        ) : null}
        {canDelete ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => actions.onDelete(message)}
          >
            Удалить
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One message: author, reply quote, text, files, time, «изменено», read marks, actions. */
export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  const { message, own, showAuthor, highlighted, progress, failure, actions } = props;
  const time = formatChatTime(message.created_at ?? message.extra.date);
  const clientId = message.extra.client_id;
  return (
    <div className={classes.row} style={{ flexDirection: own ? 'row-reverse' : 'row' }}>
      <div
        className={`${classes.bubble} ${own ? classes.own : classes.other} ${highlighted ? classes.highlighted : ''}`}
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
        <Group gap={4} justify="flex-end" wrap="nowrap" mt={2} c="dimmed">
          {isEdited(message) ? (
            <Text size="xs" c="dimmed" fs="italic">
              изменено
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {time}
          </Text>
          {own ? <DeliveryMark message={message} failed={Boolean(failure)} /> : null}
        </Group>
        {failure && clientId ? (
          <Group gap={6} mt={4} justify="flex-end">
            <Tooltip label={failure} multiline w={240}>
              <Text size="xs" c="red">
                Не отправлено
              </Text>
            </Tooltip>
            <Button size="compact-xs" variant="light" onClick={() => actions.onRetry(clientId)}>
              Повторить
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => actions.onDiscard(clientId)}
            >
              Убрать
            </Button>
          </Group>
        ) : null}
      </div>
      <MessageMenu {...props} />
    </div>
  );
});

import {
  isEdited,
  REPLY_TARGET_DELETED,
  replyPreview,
  type ListedMessage,
} from '@kabinet/domain/chat';
import { formatMessageTime } from '@kabinet/domain/shared';
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconChecks, IconClock, IconExclamationCircle } from '@tabler/icons-react';

import { deliveryState } from '../model.ts';
import classes from './chat.module.css';

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

/** The quote of the replied message (SPEC §8: «Сообщение было удалено» when it is gone). */
export function ReplyQuote({
  message,
  onJump,
}: {
  message: ListedMessage;
  onJump: (id: number) => void;
}) {
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

/** «из Telegram» (a reply written in the bot), «изменено», the time and, on one's own messages, the delivery mark. */
export function MessageFooter({
  message,
  own,
  failed,
}: {
  message: ListedMessage;
  own: boolean;
  failed: boolean;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" mt={2} className={classes.meta}>
      {'source' in message && message.source === 'telegram' ? (
        <Text size="xs" c="inherit" title="Сообщение отправлено из Telegram">
          из Telegram
        </Text>
      ) : null}
      {isEdited(message) ? (
        <Text size="xs" c="inherit" fs="italic">
          изменено
        </Text>
      ) : null}
      <Text size="xs" c="inherit">
        {formatMessageTime(message.created_at ?? message.extra.date)}
      </Text>
      {own ? <DeliveryMark message={message} failed={failed} /> : null}
    </Group>
  );
}

/** A failed send: why (on hover), «Повторить» and «Убрать». */
export function SendFailure({
  failure,
  onRetry,
  onDiscard,
}: {
  failure: string;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  return (
    <Group gap={6} mt={4} justify="flex-end">
      <Tooltip label={failure} multiline w={240}>
        <Text size="xs" c="red">
          Не отправлено
        </Text>
      </Tooltip>
      <Button size="compact-xs" variant="light" className={classes.touchTarget} onClick={onRetry}>
        Повторить
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        className={classes.touchTarget}
        onClick={onDiscard}
      >
        Убрать
      </Button>
    </Group>
  );
}

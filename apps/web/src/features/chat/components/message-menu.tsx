import { isPreSent, type ListedMessage } from '@kabinet/domain/chat';
import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowBackUp, IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

import classes from './chat.module.css';
import type { MessageActions } from './message-bubble.tsx';

/** A saved message's actions: reply, edit (own), copy the text, delete (own, or the master). */
export function MessageMenu({
  message,
  own,
  canDelete,
  actions,
}: {
  message: ListedMessage;
  own: boolean;
  canDelete: boolean;
  actions: MessageActions;
}) {
  if (isPreSent(message)) return null;
  return (
    <Menu position={own ? 'bottom-end' : 'bottom-start'} withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className={`${classes.actions} ${classes.touchTarget}`}
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

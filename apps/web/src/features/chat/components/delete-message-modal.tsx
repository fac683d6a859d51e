import type { ListedMessage } from '@kabinet/domain/chat';
import { Button, Group, Modal, Text } from '@mantine/core';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { useDeleteMessage } from '../api/messages.ts';

/** Asks before a message disappears for everyone (SPEC §6: users may delete messages). */
export function DeleteMessageModal({
  conversationId,
  message,
  onClose,
}: {
  conversationId: number;
  message: ListedMessage | null;
  onClose: () => void;
}) {
  const remove = useDeleteMessage(conversationId);
  const confirm = () => {
    if (!message?.id) return;
    remove.mutate(message.id, {
      onSuccess: onClose,
      onError: showErrorToast,
    });
  };
  return (
    <Modal opened={message !== null} onClose={onClose} title="Удалить сообщение?" centered>
      <Text size="sm" mb="md">
        Сообщение исчезнет у всех участников диалога.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Отмена
        </Button>
        <Button color="red" loading={remove.isPending} onClick={confirm}>
          Удалить
        </Button>
      </Group>
    </Modal>
  );
}

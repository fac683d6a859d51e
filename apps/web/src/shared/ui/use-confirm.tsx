import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface ConfirmOptions {
  /** «Удалить статью?» */
  title: string;
  /** What happens and whether it can be undone. */
  message: ReactNode;
  /** The red button: «Удалить», «Заблокировать», «Отменить заказ». */
  confirmLabel: string;
}

type Request = ConfirmOptions & { resolve: (answer: boolean) => void };

/**
 * The one confirmation before a destructive action (delete, block, cancel, remove).
 * `confirm(options)` opens the dialog and resolves true on the red button, false on «Отмена»
 * or closing; render `dialog` once in the component that asks.
 */
export function useConfirm() {
  const [request, setRequest] = useState<Request | null>(null);
  const confirm = (options: ConfirmOptions) =>
    new Promise<boolean>((resolve) => setRequest({ ...options, resolve }));
  const answer = (value: boolean) => {
    request?.resolve(value);
    setRequest(null);
  };
  const dialog = (
    <Modal opened={request !== null} onClose={() => answer(false)} title={request?.title} centered>
      <Stack gap="md">
        <Text size="sm">{request?.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => answer(false)}>
            Отмена
          </Button>
          <Button color="red" onClick={() => answer(true)}>
            {request?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { confirm, dialog };
}

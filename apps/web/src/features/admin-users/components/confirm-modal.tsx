import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What happens if the admin confirms. */
  message: ReactNode;
  confirmLabel: string;
  /** @default 'blue' */
  color?: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that is hard to take back (a role, ending every session). */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            Отмена
          </Button>
          <Button color={props.color} loading={props.loading} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { blockReasonSchema, unblockReasonSchema, type AdminUser } from '@kabinet/domain/users';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

import { zodRule } from '../../../shared/lib/zod-form.ts';

interface BlockUserModalProps {
  /** The user to block or unblock; null keeps the modal closed. */
  user: AdminUser | null;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const blockReason = zodRule(blockReasonSchema);
const unblockReason = zodRule(unblockReasonSchema);

/**
 * Blocking asks for its reason (3 to 500 characters, kept in the audit log); unblocking may give
 * one. The block ends the user's open sessions: they are signed out at their next step.
 */
export function BlockUserModal({ user, loading, onConfirm, onClose }: BlockUserModalProps) {
  const blocking = user?.status !== 'BLOCKED';
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={blocking ? 'Заблокировать пользователя' : 'Разблокировать пользователя'}
      centered
    >
      {user ? (
        <ReasonForm
          key={`${user.id}:${user.status}`}
          user={user}
          blocking={blocking}
          loading={loading}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ReasonForm({
  user,
  blocking,
  loading,
  onConfirm,
  onClose,
}: Omit<BlockUserModalProps, 'user'> & { user: AdminUser; blocking: boolean }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = (blocking ? blockReason : unblockReason)(reason);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!error) onConfirm(reason.trim());
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {blocking
            ? `${user.name} не сможет войти, а открытые сеансы завершатся при следующем действии.`
            : `${user.name} снова сможет войти и работать.`}
        </Text>
        <Textarea
          label={blocking ? 'Причина блокировки' : 'Причина разблокировки'}
          description={
            blocking ? 'От 3 до 500 символов, попадёт в журнал действий' : 'Необязательно'
          }
          required={blocking}
          autosize
          minRows={3}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" color={blocking ? 'red' : 'teal'} loading={loading}>
            {blocking ? 'Заблокировать' : 'Разблокировать'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { AdminUser } from '@kabinet/domain/users';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useBlockUser, useUnblockUser } from '../api.ts';
import { BlockUserModal } from './block-user-modal.tsx';

interface UserBlockSectionProps {
  user: AdminUser;
  /** The user is the signed-in admin, who cannot block themself. */
  self: boolean;
}

/** Block or unblock the account, after a confirmation with the reason. */
export function UserBlockSection({ user, self }: UserBlockSectionProps) {
  const block = useBlockUser(user.id);
  const unblock = useUnblockUser(user.id);
  const [asking, setAsking] = useState(false);
  const blocked = user.status === 'BLOCKED';
  const change = blocked ? unblock : block;

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Доступ
      </Title>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed">
          {self
            ? 'Себя заблокировать нельзя.'
            : blocked
              ? 'Аккаунт заблокирован: пользователь не может войти.'
              : 'Заблокированный пользователь не сможет войти.'}
        </Text>
        {self ? null : (
          <Button
            size="xs"
            variant="light"
            color={blocked ? 'teal' : 'red'}
            onClick={() => setAsking(true)}
          >
            {blocked ? 'Разблокировать' : 'Заблокировать'}
          </Button>
        )}
      </Group>
      <BlockUserModal
        user={asking ? user : null}
        loading={change.isPending}
        onClose={() => setAsking(false)}
        onConfirm={(reason) =>
          change.mutate(reason, {
            onSuccess: () => {
              showToast({
                type: 'info',
                message: blocked ? `${user.name} разблокирован(а)` : `${user.name} заблокирован(а)`,
              });
              setAsking(false);
            },
            onError: showErrorToast,
          })
        }
      />
    </Stack>
  );
}

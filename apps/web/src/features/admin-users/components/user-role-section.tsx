import { isAdmin } from '@kabinet/domain/shared';
import {
  ROLE_NAMES,
  ROLE_SLUGS,
  isRoleSlug,
  type AdminUser,
  type RoleSlug,
} from '@kabinet/domain/users';
import { Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useChangeRole } from '../api.ts';
import { ConfirmModal } from './confirm-modal.tsx';

interface UserRoleSectionProps {
  user: AdminUser;
  /** The user is the signed-in admin: only admin roles are offered (no self-demotion). */
  self: boolean;
}

/** The role (SPEC §6), changed after a confirmation. */
export function UserRoleSection({ user, self }: UserRoleSectionProps) {
  const change = useChangeRole(user.id);
  const [chosen, setChosen] = useState<RoleSlug | null>(null);
  const current = user.role.role_slug;
  const roles = ROLE_SLUGS.filter((role) => !self || isAdmin(role));

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Роль
      </Title>
      <Select
        label="Роль пользователя"
        description={self ? 'Свою роль администратора снять нельзя' : undefined}
        data={roles.map((value) => ({ value, label: ROLE_NAMES[value] }))}
        value={current}
        allowDeselect={false}
        onChange={(value) => {
          if (isRoleSlug(value) && value !== current) setChosen(value);
        }}
        w={{ base: '100%', xs: 280 }}
      />
      <ConfirmModal
        opened={chosen !== null}
        title="Изменить роль"
        message={
          chosen
            ? `${user.name}: «${ROLE_NAMES[current]}» → «${ROLE_NAMES[chosen]}». Права изменятся сразу.`
            : ''
        }
        confirmLabel="Изменить роль"
        loading={change.isPending}
        onClose={() => setChosen(null)}
        onConfirm={() =>
          chosen &&
          change.mutate(chosen, {
            onSuccess: () => {
              showToast({ type: 'positive', message: 'Роль изменена' });
              setChosen(null);
            },
            onError: (error) => {
              showErrorToast(error);
              setChosen(null);
            },
          })
        }
      />
    </Stack>
  );
}

import { formatPhone } from '@kabinet/domain/shared';
import type { User } from '@kabinet/domain/users';
import { Anchor, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconPhone, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

import { AvatarUploader } from './avatar-uploader.tsx';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || 'Не указан'}
      </Text>
    </Stack>
  );
}

/** Photo, sign-in details and the account actions that live on their own pages. */
export function AccountCard({ user }: { user: User }) {
  const initials =
    `${user.name.slice(0, 1)}${user.meta.last_name.slice(0, 1)}`.toUpperCase() || '?';
  return (
    <Paper withBorder p="lg">
      <Stack gap="lg">
        <AvatarUploader url={user.meta.avatar?.file_url ?? null} initials={initials} />
        <Divider />
        <Row label="Телефон для входа" value={user.phone ? formatPhone(user.phone) : ''} />
        <Row label="Роль" value={user.position} />
        <Divider />
        <Stack gap="sm">
          <Anchor component={Link} to="/profile/change-phone">
            <Group gap={8} wrap="nowrap">
              <IconPhone size={18} />
              Сменить телефон
            </Group>
          </Anchor>
          <Anchor component={Link} to="/profile/change-password">
            <Group gap={8} wrap="nowrap">
              <IconKey size={18} />
              Сменить пароль
            </Group>
          </Anchor>
          <Anchor component={Link} to="/profile/account-deletion" c="red">
            <Group gap={8} wrap="nowrap">
              <IconTrash size={18} />
              Удалить аккаунт
            </Group>
          </Anchor>
        </Stack>
      </Stack>
    </Paper>
  );
}

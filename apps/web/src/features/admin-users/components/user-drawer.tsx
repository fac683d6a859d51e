import { formatDate, formatDateTime } from '@kabinet/domain/shared';
import type { AdminUser } from '@kabinet/domain/users';
import { Divider, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';

import { Fact } from '../../../shared/ui/fact.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useAdminUser } from '../api.ts';
import { contactsOf } from '../model.ts';
import { UserBlockSection } from './user-block-section.tsx';
import { UserRoleSection } from './user-role-section.tsx';
import { UserSessionsSection } from './user-sessions-section.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

function DrawerBody({ user, self }: { user: AdminUser; self: boolean }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {contactsOf(user) || 'Контактов нет'}
        </Text>
        <UserStatusBadge status={user.status} size="lg" />
      </Group>
      <SimpleGrid cols={2} spacing="md">
        <Fact size="sm" label="Компаний" value={String(user.companies_count)} />
        <Fact
          size="sm"
          label="Последняя активность"
          value={user.last_activity_at ? formatDateTime(user.last_activity_at) : '—'}
        />
        <Fact size="sm" label="Зарегистрирован" value={formatDate(user.created_at)} />
      </SimpleGrid>
      <Divider />
      <UserRoleSection user={user} self={self} />
      <Divider />
      <UserBlockSection user={user} self={self} />
      <Divider />
      <UserSessionsSection userId={user.id} name={user.name} />
    </Stack>
  );
}

/** One user of the admin list: contacts, role, block and sessions. */
export function UserDrawer({
  userId,
  selfId,
  onClose,
}: {
  userId: number | null;
  /** The signed-in admin's id: their own drawer offers no self-block or self-demotion. */
  selfId: number;
  onClose: () => void;
}) {
  const user = useAdminUser(userId);
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={600}>{user.data?.name || 'Пользователь'}</Text>}
    >
      <QueryContent query={user} shape="detail">
        {(data) => <DrawerBody key={data.id} user={data} self={data.id === selfId} />}
      </QueryContent>
    </Drawer>
  );
}

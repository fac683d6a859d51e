import { formatPhone } from '@kabinet/domain/shared';
import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';

import type { AccompanyingUser } from '../../../shared/user/user.types.ts';

/** The client's accompanying manager (SPEC §3 accompanying), when one is assigned. */
export function ManagerCard({ manager }: { manager: AccompanyingUser }) {
  const name = [manager.last_name, manager.name, manager.patronymic].filter(Boolean).join(' ');
  return (
    <Paper withBorder p="lg">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb="sm">
        Ваш менеджер
      </Text>
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={manager.avatar?.file_url ?? null} radius="xl" size={48} color="brand">
          {manager.name.slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          {manager.position ? (
            <Text size="sm" c="dimmed">
              {manager.position}
            </Text>
          ) : null}
          {manager.phone ? (
            <Anchor href={`tel:+${manager.phone}`} size="sm">
              {formatPhone(manager.phone)}
            </Anchor>
          ) : null}
          {manager.email ? (
            <Anchor href={`mailto:${manager.email}`} size="sm">
              {manager.email}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

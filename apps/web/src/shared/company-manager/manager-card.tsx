import { formatPersonName, formatPhone } from '@kabinet/domain/shared';
import { Anchor, Avatar, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock, IconUserQuestion } from '@tabler/icons-react';

import type { AccompanyingUser } from '../user/user.types.ts';
import { useCompanyManager } from './api.ts';

/** What a client sees while the company has no manager yet. */
export const MANAGER_PENDING_TEXT = 'Менеджер будет назначен в ближайшее время';

type Manager = AccompanyingUser & { working_hours?: string };

interface ManagerCardProps {
  /** The manager; null while none is assigned; undefined while loading. */
  manager: Manager | null | undefined;
  /** Without the outer frame (inside another block, e.g. the chat's empty pane). */
  bare?: boolean;
}

function ManagerDetails({ manager }: { manager: Manager }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      <Avatar src={manager.avatar?.file_url ?? null} radius="xl" size={48} color="brand" alt="">
        {manager.name.slice(0, 1)}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600}>
          {formatPersonName(manager.last_name, manager.name, manager.patronymic)}
        </Text>
        {manager.position ? (
          <Text size="sm" c="dimmed">
            {manager.position}
          </Text>
        ) : null}
        {manager.phone ? (
          <Anchor href={`tel:+${manager.phone}`} size="sm" style={CONTACT_LINK}>
            {formatPhone(manager.phone)}
          </Anchor>
        ) : null}
        {manager.email ? (
          <Anchor href={`mailto:${manager.email}`} size="sm" style={CONTACT_LINK}>
            {manager.email}
          </Anchor>
        ) : null}
        {manager.working_hours ? (
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" c="dimmed">
              {manager.working_hours}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}

function ManagerCardBody({ manager }: Pick<ManagerCardProps, 'manager'>) {
  if (manager === undefined) return <Skeleton height={48} aria-label="Загрузка" />;
  if (manager === null) {
    return (
      <Group wrap="nowrap" gap="sm">
        <IconUserQuestion size={32} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm" c="dimmed">
          {MANAGER_PENDING_TEXT}
        </Text>
      </Group>
    );
  }
  return <ManagerDetails manager={manager} />;
}

/** «Ваш менеджер»: the company's manager with photo, phone and working hours. */
/** Phone and e-mail stacked: each link a finger-sized target (WCAG 2.5.8, at least 24 px). */
const CONTACT_LINK = { display: 'inline-flex', alignItems: 'center', minHeight: 28 } as const;

export function ManagerCard({ manager, bare = false }: ManagerCardProps) {
  const content = (
    <section aria-label="Ваш менеджер">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb="sm">
        Ваш менеджер
      </Text>
      <ManagerCardBody manager={manager} />
    </section>
  );
  return bare ? (
    content
  ) : (
    <Paper withBorder p="lg">
      {content}
    </Paper>
  );
}

/** The card of a company's manager, read from the server. */
export function CompanyManagerCard({ companyId, bare }: { companyId: number; bare?: boolean }) {
  const manager = useCompanyManager(companyId);
  // A failed read says nothing about the manager: better no card than a wrong «not assigned».
  if (manager.isError) return null;
  return <ManagerCard manager={manager.data} bare={bare ?? false} />;
}

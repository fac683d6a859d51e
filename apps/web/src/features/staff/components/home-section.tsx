import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import type { HomeRow } from '../model.ts';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

/**
 * A list section of the staff home, drawn like «Счета к оплате»: a heading with the count, a
 * loader, «не удалось загрузить» rather than an empty claim, the rows as links, or an empty state.
 */
export function HomeSection({
  title,
  count,
  rows,
  pending,
  failed,
  failedText,
  empty,
  action,
}: {
  title: string;
  /** «· 3 задачи» after the title. */
  count?: string;
  rows: HomeRow[] | undefined;
  pending: boolean;
  failed: boolean;
  failedText: string;
  empty: { icon: ReactNode; title: string; description: string };
  action?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" mih={36}>
        <Title order={2} size="h4">
          {title}
          {rows?.length && count ? ` · ${count}` : ''}
        </Title>
        {action}
      </Group>
      {pending ? (
        <ContentSkeleton shape="list" label="Загрузка" />
      ) : failed && !rows ? (
        <Text c="dimmed" size="sm">
          {failedText}
        </Text>
      ) : rows?.length ? (
        <Stack
          gap="xs"
          component="ul"
          aria-label={title}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((row) => (
            <HomeSectionRow key={row.key} row={row} />
          ))}
        </Stack>
      ) : (
        <EmptyState {...empty} compact />
      )}
    </Stack>
  );
}

/** One row of a home section: a card-like link with a title, a detail line and a status badge. */
function HomeSectionRow({ row }: { row: HomeRow }) {
  return (
    <li>
      <Paper
        component={Link}
        to={row.to}
        withBorder
        radius="md"
        p="sm"
        style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate="end">
              {row.title}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {row.detail}
            </Text>
          </Stack>
          {row.badge ? (
            <Badge color={row.badge.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
              {row.badge.label}
            </Badge>
          ) : null}
        </Group>
      </Paper>
    </li>
  );
}

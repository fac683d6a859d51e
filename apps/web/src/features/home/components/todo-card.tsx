import type { TodoItem, TodoKind } from '@kabinet/domain/todo';
import {
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBuildingBank,
  IconChecklist,
  IconChevronRight,
  IconCircleCheck,
  IconFileCertificate,
  IconMessageCircle,
  IconReceipt,
  IconReceipt2,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ICONS: Record<TodoKind, ReactNode> = {
  invoice: <IconReceipt size={20} />,
  chat: <IconMessageCircle size={20} />,
  company_data: <IconBuildingBank size={20} />,
  tariff: <IconReceipt2 size={20} />,
  act: <IconFileCertificate size={20} />,
  task: <IconChecklist size={20} />,
};

/**
 * «Что сделать дальше» — each item a link to where it is done; an overdue one is red.
 * `items` is undefined while loading; an empty list is «Всё сделано».
 */
export function TodoCard({ items, failed }: { items: TodoItem[] | undefined; failed?: boolean }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="todo-title">
      <Group justify="space-between" mb="sm">
        <Title id="todo-title" order={2} size="h4">
          Что сделать дальше
        </Title>
        {items && items.length > 0 ? (
          <Badge variant="light" size="lg" aria-label={`Осталось дел: ${items.length}`}>
            {items.length}
          </Badge>
        ) : null}
      </Group>
      <TodoBody items={items} failed={failed ?? false} />
    </Paper>
  );
}

function TodoBody({ items, failed }: { items: TodoItem[] | undefined; failed: boolean }) {
  if (failed && !items) {
    return <Text c="dimmed">Не удалось загрузить список дел. Обновите страницу.</Text>;
  }
  if (!items) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={52} />
        <Skeleton height={52} />
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Group gap="sm" wrap="nowrap" py="xs">
        <ThemeIcon color="green" variant="light" size={40} radius="xl">
          <IconCircleCheck size={22} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={600}>Всё сделано</Text>
          <Text size="sm" c="dimmed">
            Новые дела появятся здесь сами.
          </Text>
        </Stack>
      </Group>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.link}:${item.title}`}>
          <TodoRow item={item} />
        </li>
      ))}
    </Stack>
  );
}

function TodoRow({ item }: { item: TodoItem }) {
  const overdue = item.severity === 'danger';
  return (
    <UnstyledButton
      component={Link}
      to={item.link}
      data-severity={item.severity}
      w="100%"
      p="sm"
      style={{
        display: 'block',
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${overdue ? 'var(--mantine-color-red-outline)' : 'var(--mantine-color-default-border)'}`,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={overdue ? 'red' : undefined} size={36} radius="md">
          {ICONS[item.kind]}
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} c={overdue ? 'red' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Text size="sm" c={overdue ? 'red' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
            {item.detail}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

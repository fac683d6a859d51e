import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** Tabler icon element, e.g. `<IconChecklist />`. */
  icon: ReactNode;
  title: string;
  description: string;
  /** Optional call to action under the text. */
  action?: ReactNode;
  /**
   * One line beside a small icon, for a section among others (the staff home's five): a page's
   * whole-width block would push the sections that have something below the fold.
   */
  compact?: boolean;
}

/** An honest "nothing here yet" block: what the section will hold, never fake data. */
export function EmptyState({ icon, title, description, action, compact }: EmptyStateProps) {
  if (compact) {
    return (
      <Paper withBorder p="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{title}</Text>
            <Text c="dimmed" size="sm">
              {description}
            </Text>
            {action}
          </Stack>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center" py={{ base: 'md', sm: 'xl' }} maw={520} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

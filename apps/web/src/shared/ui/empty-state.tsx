import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** Tabler icon element, e.g. `<IconChecklist />`. */
  icon: ReactNode;
  title: string;
  description: string;
  /** Optional call to action under the text. */
  action?: ReactNode;
}

/** An honest "nothing here yet" block: what the section will hold, never fake data. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
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

import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { useDocumentTitle } from '../lib/use-document-title.ts';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on phones). */
  actions?: ReactNode;
}

/** The page's single h1 with an optional lead sentence. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions}
    </Group>
  );
}

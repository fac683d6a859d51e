import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { greetingFor } from '../lib/greeting.ts';

/** The home page's «Добрый день, Мария!» with a line under it. */
export function GreetingHeader({ name, children }: { name: string | null; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {greetingFor(new Date().getHours())}
        {name ? `, ${name}` : ''}!
      </Title>
      <Text c="dimmed">{children}</Text>
    </Stack>
  );
}

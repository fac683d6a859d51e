import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';

export function BrandMark() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={34} radius="md" variant="filled">
        <IconLayoutDashboard size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg" c="var(--mantine-color-text)">
        Кабинет
      </Text>
    </Group>
  );
}

import type { ManagementFile } from '@kabinet/domain/management-accounting';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';

const KIND_COLOR = { pnl: 'blue', cash_flow: 'teal', balance: 'grape' } as const;

/** The company's reports, newest period first; choosing one opens it beside. */
export function FilesList(props: {
  files: readonly ManagementFile[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.files.map((file) => {
        const selected = file.id === props.selectedId;
        return (
          <li key={file.id}>
            <UnstyledButton
              w="100%"
              onClick={() => props.onSelect(file.id)}
              aria-current={selected ? 'true' : undefined}
            >
              <Paper
                withBorder
                p="sm"
                style={
                  selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined
                }
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm" lineClamp={2}>
                    {file.title}
                  </Text>
                  <Badge variant="light" color={KIND_COLOR[file.kind]} style={{ flexShrink: 0 }}>
                    {file.extension.toUpperCase()}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {file.kind_name} · {file.period_name}
                </Text>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}

import type { Task } from '@kabinet/domain/tasks';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';

import { taskDueText } from '../model.ts';

/** Tasks as cards; an overdue one says so in red. A click opens it. */
export function TaskList({
  tasks,
  onOpen,
  showCompany = false,
}: {
  tasks: Task[];
  onOpen: (taskId: number) => void;
  showCompany?: boolean;
}) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Задачи">
      {tasks.map((task) => (
        <li key={task.id}>
          <Paper withBorder p="md" radius="md">
            <UnstyledButton
              onClick={() => onOpen(task.id)}
              style={{ width: '100%' }}
              aria-label={`Открыть задачу «${task.title}»`}
            >
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {task.title}
                  </Text>
                  <Badge
                    variant="light"
                    color={task.status === 'done' ? 'green' : 'gray'}
                    style={{ flexShrink: 0 }}
                  >
                    {task.status_name}
                  </Badge>
                </Group>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="outline" size="sm">
                    {task.kind_name}
                  </Badge>
                  <Text
                    size="sm"
                    c={task.overdue ? 'red' : 'dimmed'}
                    fw={task.overdue ? 600 : undefined}
                  >
                    {taskDueText(task)}
                  </Text>
                  {showCompany ? (
                    <Text size="sm" c="dimmed">
                      · {task.company_name}
                    </Text>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    · {task.assignee_name}
                  </Text>
                  {task.checklist_total > 0 ? (
                    <Text size="sm" c="dimmed">
                      · чек-лист {task.checklist_done}/{task.checklist_total}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
            </UnstyledButton>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}

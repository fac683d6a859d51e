import { TASK_KIND_LABELS, TASK_KINDS, type TaskKind } from '@kabinet/domain/tasks';
import { Chip, Group } from '@mantine/core';

/** The filter chips of a task list: open or done, mine, overdue (staff), one kind. */
export function TaskFilterChips({
  status,
  mine,
  overdue,
  kind,
  kinds = TASK_KINDS,
  onChange,
}: {
  status: 'open' | 'done';
  mine: boolean;
  overdue?: boolean | undefined;
  kind: TaskKind | null;
  kinds?: readonly TaskKind[];
  onChange: (change: {
    status?: 'open' | 'done';
    mine?: boolean;
    overdue?: boolean;
    kind?: TaskKind | null;
  }) => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Фильтры задач">
      <Chip checked={status === 'open'} onChange={() => onChange({ status: 'open' })}>
        Открытые
      </Chip>
      <Chip checked={status === 'done'} onChange={() => onChange({ status: 'done' })}>
        Выполненные
      </Chip>
      <Chip checked={mine} onChange={(checked) => onChange({ mine: checked })} color="teal">
        Мои
      </Chip>
      {overdue !== undefined ? (
        <Chip checked={overdue} onChange={(checked) => onChange({ overdue: checked })} color="red">
          Просроченные
        </Chip>
      ) : null}
      {kinds.map((value) => (
        <Chip
          key={value}
          checked={kind === value}
          onChange={(checked) => onChange({ kind: checked ? value : null })}
          variant="outline"
        >
          {TASK_KIND_LABELS[value]}
        </Chip>
      ))}
    </Group>
  );
}

import { formatDateTime } from '@kabinet/domain/shared';
import { Stack, Text, Timeline } from '@mantine/core';

/** One move of a status history (an order's, a report's). */
export type StatusHistoryEntry = {
  id: number;
  to_status_name: string;
  /** When it moved (ISO). */
  at: string;
  /** '' for the system. */
  actor_name: string;
  comment: string;
};

/** «История»: each status with when and by whom it moved, and the comment left with it. */
export function StatusHistory({ entries }: { entries: readonly StatusHistoryEntry[] }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>История</Text>
      <Timeline bulletSize={12} lineWidth={2} active={entries.length - 1}>
        {entries.map((entry) => (
          <Timeline.Item key={entry.id} title={entry.to_status_name}>
            <Text size="sm" c="dimmed">
              {formatDateTime(entry.at)}
              {entry.actor_name ? ` · ${entry.actor_name}` : ''}
            </Text>
            {entry.comment ? <Text size="sm">{entry.comment}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

import { formatChatTime, formatDate } from '@kabinet/domain/shared';
import { Loader, Paper, Text, Timeline, Title } from '@mantine/core';

import { useCompanyTariffHistory } from '../api.ts';

/** Every status change of a company tariff with who made it and when (oldest first). */
export function TariffHistory({ companyTariffId }: { companyTariffId: number }) {
  const history = useCompanyTariffHistory(companyTariffId);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h4" mb="md">
        История
      </Title>
      {history.isPending ? (
        <Loader size="sm" aria-label="Загрузка истории" />
      ) : history.isError || history.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {history.isError ? 'Историю не удалось загрузить.' : 'Изменений пока не было.'}
        </Text>
      ) : (
        <Timeline active={history.data.length - 1} bulletSize={14} lineWidth={2}>
          {history.data.map((entry) => (
            <Timeline.Item
              key={entry.id}
              title={
                entry.from_status
                  ? `${entry.from_status_name} → ${entry.to_status_name}`
                  : entry.to_status_name
              }
            >
              <Text size="xs" c="dimmed">
                {formatDate(entry.at)} {formatChatTime(entry.at).split(' ')[1] ?? ''} ·{' '}
                {entry.actor ? entry.actor.name : 'Система'}
              </Text>
              {entry.comment ? <Text size="sm">{entry.comment}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}

import { movedHint, type TaxCalendarItem } from '@kabinet/domain/reports';
import { localDate } from '@kabinet/domain/shared';
import { Alert, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useTaxCalendar } from '../api.ts';
import { calendarSections, formatDue } from '../model.ts';
import { CalendarSubscribe } from './calendar-subscribe.tsx';
import { ReportStatusBadge } from './report-status-badge.tsx';

function CalendarRow({ item }: { item: TaxCalendarItem }) {
  const hint = movedHint(item);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" py={6}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={500}>{item.title}</Text>
        {item.details.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
        {hint ? (
          <Text size="sm" c="orange.8">
            {hint.charAt(0).toLocaleUpperCase('ru') + hint.slice(1)}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatDue(item.date)}
        </Text>
        {item.report ? <ReportStatusBadge status={item.report.status} /> : null}
      </Stack>
    </Group>
  );
}

/**
 * The company's tax calendar — what is due ahead first, by month, every deadline on a
 * working day with «перенесено с …» when the law's date was a day off; this year or the next.
 */
export function TaxCalendarView({ companyId }: { companyId: number }) {
  const today = localDate(new Date());
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const calendar = useTaxCalendar(companyId, year);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Год календаря"
          value={String(year)}
          onChange={(value) => setYear(Number(value))}
          data={[String(thisYear), String(thisYear + 1)]}
        />
        <CalendarSubscribe companyId={companyId} />
      </Group>
      <QueryContent query={calendar} shape="list" label="Загрузка календаря">
        {(data) =>
          data.profile === null ? (
            <EmptyState
              icon={<IconCalendarEvent size={32} />}
              title="Календарь появится с тарифом"
              description="Сроки считаются по системе налогообложения и сотрудникам, которые вы указали при подключении тарифа."
            />
          ) : (
            <CalendarBody items={data.items} today={today} confirmed={data.calendar_confirmed} />
          )
        }
      </QueryContent>
    </Stack>
  );
}

function CalendarBody(props: { items: TaxCalendarItem[]; today: string; confirmed: boolean }) {
  const { upcoming, past } = calendarSections(props.items, props.today);
  return (
    <Stack gap="md">
      {props.confirmed ? null : (
        <Alert color="yellow" variant="light">
          Производственный календарь на этот год ещё не утверждён: сроки могут сдвинуться.
        </Alert>
      )}
      {upcoming.map((month) => (
        <Paper key={month.month} withBorder p="md">
          <Title order={3} size="h5" mb="xs">
            {month.title}
          </Title>
          {month.items.map((item) => (
            <CalendarRow key={item.key} item={item} />
          ))}
        </Paper>
      ))}
      {past.length > 0 ? (
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="xs">
            Прошедшие сроки
          </Title>
          {past.map((item) => (
            <CalendarRow key={item.key} item={item} />
          ))}
        </Paper>
      ) : null}
    </Stack>
  );
}

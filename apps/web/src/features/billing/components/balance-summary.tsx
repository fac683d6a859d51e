import type { BillingSummary } from '@kabinet/domain/billing';
import { formatDateLong } from '@kabinet/domain/shared';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

import { formatKopecks } from '../model.ts';

interface FigureProps {
  label: string;
  value: string;
  hint?: string | null;
  color?: string;
  testId: string;
}

function Figure({ label, value, hint, color, testId }: FigureProps) {
  return (
    <Paper withBorder p="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text
          fz={24}
          fw={700}
          c={color}
          data-testid={testId}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Text>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Issue 13: the company's balance, debt, and what is due by when (SPEC §3 balance/debt). */
export function BalanceSummary({ summary }: { summary: BillingSummary }) {
  const due = summary.due_kopecks > 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Figure label="Баланс" value={formatKopecks(summary.balance_kopecks)} testId="balance" />
      <Figure
        label="Задолженность"
        value={formatKopecks(summary.debt_kopecks)}
        color={summary.debt_kopecks > 0 ? 'red' : undefined}
        testId="debt"
      />
      <Figure
        label="К оплате"
        value={formatKopecks(summary.due_kopecks)}
        hint={
          due && summary.next_due_date
            ? `до ${formatDateLong(summary.next_due_date)}`
            : due
              ? null
              : 'Неоплаченных счетов нет'
        }
        testId="due"
      />
    </SimpleGrid>
  );
}

import { formatKopecks } from '@kabinet/domain/money';
import type { BillingSummary } from '@kabinet/domain/billing';
import { formatDateLong } from '@kabinet/domain/shared';
import { Grid, Paper, Stack, Text } from '@mantine/core';

interface FigureProps {
  label: string;
  value: string;
  hint?: string | null;
  color?: string;
  testId: string;
}

function Figure({ label, value, hint, color, testId }: FigureProps) {
  return (
    <Paper withBorder p="md" h="100%">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text
          fz={{ base: 20, sm: 24 }}
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

/** The company's balance, debt, and what is due by when (SPEC §3 balance/debt). */
export function BalanceSummary({ summary }: { summary: BillingSummary }) {
  const due = summary.due_kopecks > 0;
  // On phones «К оплате» comes first and full width; balance and debt share the next row.
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 6, sm: 4 }} order={{ base: 2, sm: 1 }}>
        <Figure label="Баланс" value={formatKopecks(summary.balance_kopecks)} testId="balance" />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }} order={{ base: 3, sm: 2 }}>
        <Figure
          label="Задолженность"
          value={formatKopecks(summary.debt_kopecks)}
          color={summary.debt_kopecks > 0 ? 'red' : undefined}
          testId="debt"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }} order={{ base: 1, sm: 3 }}>
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
      </Grid.Col>
    </Grid>
  );
}

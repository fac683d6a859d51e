import { formatDateLong, formatMoney } from '@kabinet/domain/shared';
import { canDeleteCompanyTariff, type CompanyTariffResource } from '@kabinet/domain/tariffs';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';

import { tariffFigures } from '../model.ts';
import { DeleteTariffButton } from './delete-tariff-button.tsx';
import { StatusBadge } from './status-badge.tsx';
import { describeStatus } from './status-text.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The current company tariff (SPEC §4 priority): status, price, months and allowed actions. */
export function CurrentTariffCard({ tariff }: { tariff: CompanyTariffResource }) {
  const figures = tariffFigures(tariff);
  const needsMoney = tariff.status.endsWith('MONEY_NOT_ENOUGH');
  const isDraft = tariff.status === 'DRAFT';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {isDraft ? 'Черновик подбора' : 'Текущий тариф'}
            </Text>
            <Title order={2} size="h3">
              {tariff.tariff_name || 'Тариф не выбран'}
            </Title>
          </Stack>
          <StatusBadge status={tariff.status} size="lg" data-testid="tariff-status" />
        </Group>
        <Text c="dimmed">{describeStatus(tariff.status)}</Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label="В месяц" value={figures.monthly} />
          <Figure label="Срок оплаты" value={figures.months} />
          <Figure label="К оплате за срок" value={figures.amount} testId="tariff-amount" />
          <Figure
            label="Дата подключения"
            value={tariff.date_connect ? formatDateLong(tariff.date_connect) : '—'}
          />
        </SimpleGrid>
        {figures.firstMonth ? (
          <Text size="sm" c="teal">
            Первый месяц — {figures.firstMonth}
            {figures.sale ? ` · скидка за срок ${figures.sale}` : ''}
          </Text>
        ) : figures.sale ? (
          <Text size="sm" c="teal">
            Скидка за срок оплаты {figures.sale}
          </Text>
        ) : null}
        <Group gap="sm">
          {needsMoney ? (
            <Button component={Link} to="/payment" leftSection={<IconCreditCard size={16} />}>
              Оплатить {tariff.amount === null ? '' : formatMoney(tariff.amount)}
            </Button>
          ) : null}
          <Button
            component={Link}
            to="/service/tariff/step"
            variant={needsMoney ? 'default' : 'filled'}
            leftSection={<IconAdjustmentsHorizontal size={16} />}
          >
            {isDraft ? 'Продолжить подбор' : 'Изменить тариф'}
          </Button>
          {canDeleteCompanyTariff(tariff.status) ? <DeleteTariffButton tariff={tariff} /> : null}
        </Group>
      </Stack>
    </Paper>
  );
}

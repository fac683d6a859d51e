import { formatDate, formatDateLong } from '@kabinet/domain/shared';
import { pickCurrentCompanyTariff, type CompanyTariffResource } from '@kabinet/domain/tariffs';
import { Button, Grid, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useCompanyTariffsOf } from '../api.ts';
import { moneyOrDash, tariffFigures } from '../model.ts';
import { StatusBadge } from './status-badge.tsx';
import { TariffHistory } from './tariff-history.tsx';
import { TariffStatusAction } from './tariff-status-action.tsx';

/** The current tariff as staff see it: figures and the status action, no client buttons. */
function CurrentTariff({
  tariff,
  canChange,
}: {
  tariff: CompanyTariffResource;
  canChange: boolean;
}) {
  const figures = tariffFigures(tariff);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Текущий тариф
            </Text>
            <Title order={2} size="h3">
              {tariff.tariff_name || 'Тариф не выбран'}
            </Title>
          </Stack>
          <StatusBadge status={tariff.status} size="lg" data-testid="card-tariff-status" />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact size="sm" label="В месяц" value={figures.monthly} />
          <Fact size="sm" label="Срок оплаты" value={figures.months} />
          <Fact size="sm" label="К оплате за срок" value={figures.amount} />
          <Fact
            size="sm"
            label="Дата подключения"
            value={tariff.date_connect ? formatDateLong(tariff.date_connect) : '—'}
          />
        </SimpleGrid>
        {canChange ? (
          <Group>
            <TariffStatusAction tariff={tariff} />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Every tariff of the company; «История» shows the history of that one. */
function AllTariffs({
  tariffs,
  shown,
  onShow,
}: {
  tariffs: readonly CompanyTariffResource[];
  shown: number;
  onShow: (id: number) => void;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        Все тарифы компании
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" aria-label="Все тарифы компании">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Тариф</Table.Th>
              <Table.Th>Статус</Table.Th>
              <Table.Th>Сумма</Table.Th>
              <Table.Th>Создан</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tariffs.map((item) => {
              const created = item.created_at ? formatDate(item.created_at) : '—';
              const name = item.tariff_name || 'Черновик';
              return (
                <Table.Tr key={item.id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>{moneyOrDash(item.amount)}</Table.Td>
                  <Table.Td>{created}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant={item.id === shown ? 'light' : 'subtle'}
                      aria-pressed={item.id === shown}
                      aria-label={`История: ${name} от ${created}`}
                      onClick={() => onShow(item.id)}
                    >
                      История
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * The client card's «Тариф»: the company's current tariff with the staff's status
 * action, all its tariffs and the status history of the chosen one.
 */
export function StaffTariffsPanel({
  companyId,
  canChangeStatus,
}: {
  companyId: number;
  canChangeStatus: boolean;
}) {
  const tariffs = useCompanyTariffsOf(companyId);
  return (
    <QueryContent query={tariffs} shape="table" label="Загрузка тарифов">
      {(data) => <CompanyTariffs tariffs={data} canChangeStatus={canChangeStatus} />}
    </QueryContent>
  );
}

function CompanyTariffs({
  tariffs,
  canChangeStatus,
}: {
  tariffs: CompanyTariffResource[];
  canChangeStatus: boolean;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const current = pickCurrentCompanyTariff(tariffs);
  if (!current) {
    return (
      <EmptyState
        icon={<IconReceipt2 size={32} />}
        title="Тариф не подключён"
        description="Клиент ещё не подобрал тариф. Когда он подключит его, здесь появятся условия и история статусов."
      />
    );
  }
  const shown = tariffs.some((item) => item.id === chosen) ? (chosen ?? current.id) : current.id;
  return (
    <Grid gutter="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          <CurrentTariff tariff={current} canChange={canChangeStatus} />
          <AllTariffs tariffs={tariffs} shown={shown} onShow={setChosen} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <TariffHistory key={shown} companyTariffId={shown} />
      </Grid.Col>
    </Grid>
  );
}

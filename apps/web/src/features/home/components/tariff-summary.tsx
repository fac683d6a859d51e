import { formatDate, formatMoney } from '@kabinet/domain/shared';
import type { CompanyTariffResource } from '@kabinet/domain/tariffs';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { Fact } from '../../../shared/ui/fact.tsx';
import { monthlyPrice, nextChargeDate } from '../model.ts';

/**
 * The company's working tariff — name, status, a month's price and the next charge
 * (by its status: a NEW one is charged once the manager connects it, no date yet).
 */
export function TariffSummary({ tariff, now }: { tariff: CompanyTariffResource; now: Date }) {
  const nextCharge = nextChargeDate(tariff, now);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="tariff-summary-title">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Тариф
          </Text>
          <Title id="tariff-summary-title" order={2} size="h3">
            {tariff.tariff_name || 'Тариф'}
          </Title>
        </Stack>
        <Badge
          variant="light"
          color={tariff.status === 'ACTIVE' ? 'green' : 'blue'}
          size="lg"
          data-testid="home-tariff-status"
          style={{ flexShrink: 1, maxWidth: '60%' }}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          h="auto"
          py={4}
        >
          {tariff.status_name}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <Fact label="В месяц" value={formatMoney(monthlyPrice(tariff))} />
        <Fact
          label="Следующее списание"
          value={nextCharge ? formatDate(nextCharge) : 'После подключения'}
        />
      </SimpleGrid>
      <Anchor component={Link} to="/service/tariff" size="sm" mt="md" display="inline-block">
        Тариф и история
      </Anchor>
    </Paper>
  );
}

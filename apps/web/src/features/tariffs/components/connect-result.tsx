import { formatCount, formatDateLong, formatMoney, MONTH_FORMS } from '@kabinet/domain/shared';
import type { CompanyTariffResource } from '@kabinet/domain/tariffs';
import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

import { STATUS_COLORS } from '../model.ts';
import { describeStatus } from './status-text.ts';

/** After «Подключить»: the status in Russian and the exact sum the server priced. */
export function ConnectResult({ tariff }: { tariff: CompanyTariffResource }) {
  const needsMoney = tariff.status.endsWith('MONEY_NOT_ENOUGH');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} aria-labelledby="connect-result-title">
      <Stack gap="md" maw={640}>
        <Group gap="sm">
          <ThemeIcon size={44} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Title order={2} size="h3" id="connect-result-title">
            Заявка на тариф «{tariff.tariff_name}» принята
          </Title>
        </Group>
        <Group gap="xs">
          <Text c="dimmed">Статус:</Text>
          <Badge color={STATUS_COLORS[tariff.status]} variant="light" size="lg" tt="none">
            {tariff.status_name}
          </Badge>
        </Group>
        <List spacing={4}>
          <List.Item>
            К оплате:{' '}
            <Text span fw={700} data-testid="connect-amount">
              {tariff.amount === null ? '—' : formatMoney(tariff.amount)}
            </Text>
            {tariff.pay_months_count
              ? ` за ${formatCount(tariff.pay_months_count, MONTH_FORMS)}`
              : ''}
          </List.Item>
          {tariff.date_connect ? (
            <List.Item>Дата подключения: {formatDateLong(tariff.date_connect)}</List.Item>
          ) : null}
        </List>
        <Text>{describeStatus(tariff.status)}</Text>
        <Group>
          {needsMoney ? (
            <Button component={Link} to="/payment">
              Оплатить
            </Button>
          ) : null}
          <Button component={Link} to="/service/tariff" variant={needsMoney ? 'default' : 'filled'}>
            Перейти к тарифу
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import { formatMoney } from '@kabinet/domain/shared';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { UserCompany } from '../../../shared/user/user.types.ts';
import { Fact } from '../../../shared/ui/fact.tsx';

/** The active company at a glance: requisites, balance and debt in roubles (SPEC §5 format). */
export function CompanyCard({ company }: { company: UserCompany | null }) {
  if (!company) {
    return (
      <Paper withBorder p="lg">
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <IconBuilding size={20} />
            <Title order={2} size="h4">
              Компания не выбрана
            </Title>
          </Group>
          <Text c="dimmed">
            Добавьте компанию по ИНН — бухгалтер увидит её, и в кабинете появятся документы и
            задачи.
          </Text>
          <Button component={Link} to="/company/new" leftSection={<IconPlus size={16} />}>
            Добавить компанию
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Активная компания
          </Text>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
        </Stack>
        {company.debt > 0 ? (
          <Badge color="red" variant="light" size="lg">
            Долг {formatMoney(company.debt)}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="ИНН" value={company.inn} />
        <Fact label="КПП" value={company.kpp} />
        <Fact label="ОГРН" value={company.ogrn} />
        <Fact label="Баланс" value={formatMoney(company.balance)} />
      </SimpleGrid>
      <Anchor component={Link} to="/company" size="sm" mt="md" display="inline-block">
        Реквизиты и сотрудники
      </Anchor>
    </Paper>
  );
}

import { formatKopecks } from '@kabinet/domain/money';
import {
  AUTOPAY_CHARGE_STATUS_COLORS,
  AUTOPAY_CHARGE_STATUS_LABELS,
  type AutopayCompany,
} from '@kabinet/domain/online-payments';
import { formatDateLong, monthName } from '@kabinet/domain/shared';
import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Who pays by autopay and how their latest month went; the server lists failures first. */
export function AutopayCompaniesCard({ companies }: { companies: AutopayCompany[] }) {
  return (
    <Paper withBorder p="lg" maw={880}>
      <Stack gap="md">
        <Title order={2} size="h4">
          Автоплатежи
        </Title>
        {companies.length === 0 ? (
          <Text c="dimmed">
            Пока никто не сохранил карту: клиенты делают это на странице «Оплата» кнопкой «Оплатить
            и сохранить карту».
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Автоплатежи компаний">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Компания</Table.Th>
                  <Table.Th>Карта</Table.Th>
                  <Table.Th>Автоплатёж</Table.Th>
                  <Table.Th>Последнее списание</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.map((company) => (
                  <AutopayCompanyRow key={company.company_id} company={company} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function AutopayCompanyRow({ company }: { company: AutopayCompany }) {
  const method = company.saved_method;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/clients/${company.company_id}`}>
          {company.company_name}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {method ? (
          <Text size="sm">
            {[method.title, method.expiry, method.issuer].filter(Boolean).join(' · ')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Не сохранена
          </Text>
        )}
      </Table.Td>
      <Table.Td>{company.autopay ? 'Включён' : 'Выключен'}</Table.Td>
      <Table.Td>
        <LastCharge charge={company.last_charge} />
      </Table.Td>
    </Table.Tr>
  );
}

function LastCharge({ charge }: { charge: AutopayCompany['last_charge'] }) {
  if (!charge) {
    return (
      <Text size="sm" c="dimmed">
        Ещё не было
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" component="div">
        {`${formatKopecks(charge.amount_kopecks)} за ${monthName(charge.month)} `}
        <Badge color={AUTOPAY_CHARGE_STATUS_COLORS[charge.status]} variant="light" tt="none">
          {AUTOPAY_CHARGE_STATUS_LABELS[charge.status]}
        </Badge>
      </Text>
      {charge.failure_reason && (
        <Text size="xs" c="dimmed">
          {charge.failure_reason}
          {charge.next_attempt_on && `; повтор ${formatDateLong(charge.next_attempt_on)}`}
        </Text>
      )}
    </Stack>
  );
}

import { companyStatusName, type Company } from '@kabinet/domain/companies';
import { formatMoney } from '@kabinet/domain/shared';
import { Badge, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';

interface CompaniesTableProps {
  companies: Company[];
  onOpen: (id: number) => void;
}

function ManagersText({ company }: { company: Company }) {
  const names = company.company_meta.managers.map((manager) => manager.name).join(', ');
  return names ? (
    <Text size="sm">{names}</Text>
  ) : (
    <Text size="sm" c="orange">
      Не назначен
    </Text>
  );
}

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'BLOCKED' ? 'red' : 'teal'} tt="none">
      {companyStatusName(status)}
    </Badge>
  );
}

/** Phones get cards instead of a wide table. */
function CompanyCards({ companies, onOpen }: CompaniesTableProps) {
  return (
    <Stack gap={0} hiddenFrom="sm">
      {companies.map((company) => (
        <UnstyledButton
          key={company.id}
          onClick={() => onOpen(company.id)}
          p="md"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={600} size="sm">
              {company.name}
            </Text>
            <StatusBadge status={company.status} />
          </Group>
          <Text size="xs" c="dimmed" mb={4}>
            ИНН {company.inn}
            {company.debt > 0 ? ` · долг ${formatMoney(company.debt)}` : ''}
          </Text>
          <ManagersText company={company} />
        </UnstyledButton>
      ))}
    </Stack>
  );
}

/** A page of companies (admin list, the staff's «Клиенты»); a row opens the company. */
export function CompaniesTable({ companies, onOpen }: CompaniesTableProps) {
  return (
    <>
      <CompanyCards companies={companies} onOpen={onOpen} />
      <Paper visibleFrom="sm" bg="transparent">
        <CompaniesWideTable companies={companies} onOpen={onOpen} />
      </Paper>
    </>
  );
}

function CompaniesWideTable({ companies, onOpen }: CompaniesTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Компании клиентов">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Компания</Table.Th>
            <Table.Th>ИНН</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th>Менеджеры</Table.Th>
            <Table.Th ta="right">Баланс</Table.Th>
            <Table.Th ta="right">Долг</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr
              key={company.id}
              onClick={() => onOpen(company.id)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(company.id);
                  }}
                  fw={500}
                  fz="sm"
                >
                  {company.name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{company.inn}</Table.Td>
              <Table.Td>
                <StatusBadge status={company.status} />
              </Table.Td>
              <Table.Td>
                <ManagersText company={company} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(company.balance)}
              </Table.Td>
              <Table.Td
                ta="right"
                style={{ fontVariantNumeric: 'tabular-nums' }}
                c={company.debt > 0 ? 'red' : undefined}
              >
                {company.debt > 0 ? formatMoney(company.debt) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

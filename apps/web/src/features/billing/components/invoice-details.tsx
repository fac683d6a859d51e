import { formatKopecks } from '@kabinet/domain/money';
import type { Invoice } from '@kabinet/domain/billing';
import { formatDate, formatDateLong } from '@kabinet/domain/shared';
import { Alert, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { Fact } from '../../../shared/ui/fact.tsx';
import { vatModeLabel } from '../model.ts';
import { InvoicePdfLink } from './invoice-pdf-link.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { NUMERIC_STYLE } from '../../../shared/ui/numeric-style.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface InvoiceDetailsProps {
  invoice: Invoice;
  /** Buttons beside «Скачать PDF» (pay online, staff actions). */
  actions?: ReactNode;
}

/** One invoice — status, lines, totals, due date, the seller's and buyer's requisites. */
export function InvoiceDetails({ invoice, actions }: InvoiceDetailsProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm">
          от {formatDateLong(invoice.issued_at)}
        </Text>
        <InvoiceStatusBadge status={invoice.status} size="lg" />
      </Group>
      {invoice.cancel_reason ? (
        <Alert color="gray" variant="light" title="Счёт отменён">
          {invoice.cancel_reason}
        </Alert>
      ) : null}
      <InvoiceLines invoice={invoice} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="Итого" value={formatKopecks(invoice.total_kopecks)} />
        <Fact label="Оплачено" value={formatKopecks(invoice.paid_kopecks)} />
        <Fact label="Осталось оплатить" value={formatKopecks(invoice.due_kopecks)} />
        <Fact label="Оплатить до" value={formatDate(invoice.due_date)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Party title="Продавец" party={invoice.seller} bank />
        <Party title="Покупатель" party={invoice.buyer} />
      </SimpleGrid>
      {invoice.basis ? (
        <Text size="sm" data-testid="invoice-basis">
          <Text span c="dimmed" inherit>
            Основание:
          </Text>{' '}
          {invoice.basis}
        </Text>
      ) : null}
      <Group gap="sm">
        <InvoicePdfLink invoice={invoice} />
        {actions}
      </Group>
    </Stack>
  );
}

function InvoiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table aria-label={`Строки счёта № ${invoice.number}`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Наименование</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              Кол-во
            </Table.Th>
            <Table.Th ta="right">Цена</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {line.quantity}
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {formatKopecks(line.price_kopecks)}
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {formatKopecks(line.amount_kopecks)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>{vatModeLabel(invoice.vat_mode)}</Table.Th>
            <Table.Th ta="right" style={NUMERIC_STYLE}>
              {formatKopecks(invoice.total_kopecks)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function Party({
  title,
  party,
  bank,
}: {
  title: string;
  party: Record<string, unknown>;
  bank?: boolean;
}) {
  const kpp = text(party.kpp);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" fw={500}>
        {text(party.name) || 'Реквизиты не заполнены'}
      </Text>
      <Text size="sm" c="dimmed">
        ИНН {text(party.inn) || '—'}
        {kpp ? `, КПП ${kpp}` : ''}
      </Text>
      {text(party.address) ? (
        <Text size="sm" c="dimmed">
          {text(party.address)}
        </Text>
      ) : null}
      {bank && text(party.account) ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Р/с {text(party.account)} в {text(party.bank_name)}, БИК {text(party.bik)}, к/с{' '}
          {text(party.correspondent_account)}
        </Text>
      ) : null}
    </Stack>
  );
}

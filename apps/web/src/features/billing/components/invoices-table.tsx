import { formatKopecks } from '@kabinet/domain/money';
import type { Invoice } from '@kabinet/domain/billing';
import { formatDate } from '@kabinet/domain/shared';
import { Anchor, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

import { invoicePurpose } from '../model.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { NUMERIC_STYLE } from '../../../shared/ui/numeric-style.ts';

interface InvoicesTableProps {
  invoices: Invoice[];
  /** Opens an invoice's details. */
  onOpen: (invoice: Invoice) => void;
  /** Buttons of a row (staff actions, «Оплатить онлайн»). */
  actions?: (invoice: Invoice) => ReactNode;
}

/** A company's invoices, newest first, each with its status and what is left to pay. */
export function InvoicesTable({ invoices, onOpen, actions }: InvoicesTableProps) {
  // Phones get one card per invoice: five columns do not fit 390 px without scrolling.
  const phone = useMediaQuery('(max-width: 47.99em)');
  if (invoices.length === 0) {
    return (
      <Text c="dimmed" p="lg">
        Счетов пока нет.
      </Text>
    );
  }
  if (phone) return <InvoiceCards invoices={invoices} onOpen={onOpen} actions={actions} />;
  return (
    <Table.ScrollContainer minWidth={actions ? 820 : 640}>
      <Table verticalSpacing="sm" aria-label="Счета">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Счёт</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
            <Table.Th ta="right">Осталось оплатить</Table.Th>
            <Table.Th>Оплатить до</Table.Th>
            {actions ? (
              <Table.Th>
                <VisuallyHidden>Действия</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <InvoiceLink invoice={invoice} onOpen={onOpen} />
                <InvoicePurpose invoice={invoice} />
                <Text size="xs" c="dimmed">
                  от {formatDate(invoice.issued_at)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <InvoiceStatusBadge status={invoice.status} style={{ overflow: 'visible' }} />
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {formatKopecks(invoice.total_kopecks)}
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {formatKopecks(invoice.due_kopecks)}
              </Table.Td>
              <Table.Td style={NUMERIC_STYLE}>{formatDate(invoice.due_date)}</Table.Td>
              {actions ? <Table.Td ta="right">{actions(invoice)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InvoiceLink({
  invoice,
  onOpen,
}: {
  invoice: Invoice;
  onOpen: (invoice: Invoice) => void;
}) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={500}
      ta="left"
      style={{ whiteSpace: 'nowrap' }}
      onClick={() => onOpen(invoice)}
    >
      Счёт № {invoice.number}
    </Anchor>
  );
}

function InvoicePurpose({ invoice }: { invoice: Invoice }) {
  const purpose = invoicePurpose(invoice);
  return purpose ? (
    <Text size="sm" lineClamp={2} maw={360}>
      {purpose}
    </Text>
  ) : null;
}

function InvoiceCards({ invoices, onOpen, actions }: InvoicesTableProps) {
  return (
    <Stack gap={0} role="list" aria-label="Счета">
      {invoices.map((invoice) => (
        <Paper
          key={invoice.id}
          role="listitem"
          p="sm"
          radius={0}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <InvoiceLink invoice={invoice} onOpen={onOpen} />
              <InvoicePurpose invoice={invoice} />
              <Text size="xs" c="dimmed">
                от {formatDate(invoice.issued_at)}, оплатить до {formatDate(invoice.due_date)}
              </Text>
            </Stack>
            <InvoiceStatusBadge status={invoice.status} style={{ flexShrink: 0 }} />
          </Group>
          <Group justify="space-between" gap="xs" mt="xs">
            <Text size="sm" style={NUMERIC_STYLE}>
              {formatKopecks(invoice.total_kopecks)}
              {invoice.due_kopecks > 0 && invoice.due_kopecks !== invoice.total_kopecks
                ? ` · осталось ${formatKopecks(invoice.due_kopecks)}`
                : ''}
            </Text>
            {actions?.(invoice)}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

import type { Invoice } from '@kabinet/domain/billing';
import { formatDate } from '@kabinet/domain/shared';
import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { formatKopecks } from '../model.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

interface InvoicesTableProps {
  invoices: Invoice[];
  /** Opens an invoice's details. */
  onOpen: (invoice: Invoice) => void;
  /** Buttons of a row (staff actions, «Оплатить онлайн»). */
  actions?: (invoice: Invoice) => ReactNode;
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Issue 13: a company's invoices, newest first, each with its status and what is left to pay. */
export function InvoicesTable({ invoices, onOpen, actions }: InvoicesTableProps) {
  if (invoices.length === 0) {
    return (
      <Text c="dimmed" p="lg">
        Счетов пока нет.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={actions ? 760 : 620}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Счета">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Счёт</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
            <Table.Th ta="right">Осталось оплатить</Table.Th>
            <Table.Th>Оплатить до</Table.Th>
            {actions ? <Table.Th aria-label="Действия" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <Anchor component="button" type="button" fw={500} onClick={() => onOpen(invoice)}>
                  Счёт № {invoice.number}
                </Anchor>
                <Text size="xs" c="dimmed">
                  от {formatDate(invoice.issued_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {formatKopecks(invoice.total_kopecks)}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {formatKopecks(invoice.due_kopecks)}
              </Table.Td>
              <Table.Td style={numeric}>{formatDate(invoice.due_date)}</Table.Td>
              {actions ? <Table.Td>{actions(invoice)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

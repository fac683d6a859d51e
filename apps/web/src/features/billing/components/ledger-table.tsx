import type { LedgerEntry } from '@kabinet/domain/billing';
import { formatDateTime } from '@kabinet/domain/shared';
import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import { formatSignedKopecks } from '../model.ts';
import { NUMERIC_STYLE } from '../../../shared/ui/numeric-style.ts';

/** The company's ledger for staff — every charge, payment, refund and correction. */
export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  // Phones show the reason under the operation instead of in a fourth column.
  const phone = useMediaQuery('(max-width: 47.99em)') === true;
  if (entries.length === 0) {
    return (
      <Text c="dimmed" p="lg">
        Движений по счёту компании пока нет.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={phone ? 320 : 560}>
      <Table verticalSpacing="xs" aria-label="Движения по балансу">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Когда</Table.Th>
            <Table.Th>Операция</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
            {phone ? null : <Table.Th>Основание</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={NUMERIC_STYLE}>{formatDateTime(entry.created_at)}</Table.Td>
              <Table.Td>
                {entry.kind_name}
                {phone && entry.reason ? (
                  <Text size="xs" c="dimmed">
                    {entry.reason}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                <Text span fw={600} size="sm">
                  {formatSignedKopecks(entry.amount_kopecks)}
                </Text>
              </Table.Td>
              {phone ? null : (
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {entry.reason ?? ''}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

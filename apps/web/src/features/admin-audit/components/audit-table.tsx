import type { AuditEntry } from '@kabinet/domain/audit';
import { formatDateTime } from '@kabinet/domain/shared';
import { Anchor, Table, Text } from '@mantine/core';

import { actionName, actorName, describeAuditState } from '../model.ts';

interface AuditTableProps {
  entries: AuditEntry[];
  /** Shows only the entries of this company. */
  onCompany: (companyId: number) => void;
}

/** The log: when, who, what was done to what, and the state before → after. */
export function AuditTable({ entries, onCompany }: AuditTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" aria-label="Журнал действий">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Когда</Table.Th>
            <Table.Th>Кто</Table.Th>
            <Table.Th>Что</Table.Th>
            <Table.Th>Компания</Table.Th>
            <Table.Th>Было</Table.Th>
            <Table.Th>Стало</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatDateTime(entry.created_at)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={entry.actor ? undefined : 'dimmed'}>
                  {actorName(entry)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {actionName(entry)}
                </Text>
                {entry.subject.type !== 'company' && entry.subject.name ? (
                  <Text size="xs" c="dimmed">
                    {entry.subject.name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {entry.company ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    onClick={() => onCompany(entry.company?.id ?? 0)}
                    title="Показать только записи этой компании"
                  >
                    {entry.company.name || `Компания №${entry.company.id}`}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {describeAuditState(entry, entry.before)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{describeAuditState(entry, entry.after)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

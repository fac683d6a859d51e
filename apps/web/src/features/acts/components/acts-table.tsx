import type { Act } from '@kabinet/domain/acts';
import { formatKopecks } from '@kabinet/domain/money';
import { Anchor, Table, Text } from '@mantine/core';

import { ActStatusBadge } from './act-status-badge.tsx';
import { NUMERIC_STYLE } from '../../../shared/ui/numeric-style.ts';

interface ActsTableProps<T extends Act> {
  acts: T[];
  onOpen: (act: T) => void;
  /** Staff lists name each act's company. */
  companyOf?: (act: T) => string;
}

/** Acts with their period, status and sum; the number opens the act. */
export function ActsTable<T extends Act>({ acts, onOpen, companyOf }: ActsTableProps<T>) {
  if (acts.length === 0) {
    return (
      <Text c="dimmed" p="lg">
        Актов пока нет.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={companyOf ? 640 : 480}>
      <Table verticalSpacing="sm" aria-label="Акты">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Акт</Table.Th>
            {companyOf ? <Table.Th>Компания</Table.Th> : null}
            <Table.Th>Период</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {acts.map((act) => (
            <Table.Tr key={act.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component="button" type="button" onClick={() => onOpen(act)}>
                  № {act.number}
                </Anchor>
              </Table.Td>
              {companyOf ? <Table.Td>{companyOf(act)}</Table.Td> : null}
              <Table.Td>{act.period_name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <ActStatusBadge status={act.status} style={{ overflow: 'visible' }} />
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {formatKopecks(act.total_kopecks)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

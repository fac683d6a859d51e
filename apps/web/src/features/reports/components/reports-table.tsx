import type { Report } from '@kabinet/domain/reports';
import { Anchor, Table, Text } from '@mantine/core';

import { formatIsoDate } from '../model.ts';
import { ReportStatusBadge } from './report-status-badge.tsx';

interface ReportsTableProps {
  reports: Report[];
  onOpen: (report: Report) => void;
  /** Staff lists name each report's company. */
  withCompany?: boolean;
}

/** Reports with their period, deadline and status; the name opens the report. */
export function ReportsTable({ reports, onOpen, withCompany = false }: ReportsTableProps) {
  if (reports.length === 0) {
    return (
      <Text c="dimmed" p="lg">
        Отчётов пока нет.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={withCompany ? 680 : 520}>
      <Table verticalSpacing="sm" aria-label="Отчёты">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Отчёт</Table.Th>
            {withCompany ? <Table.Th>Компания</Table.Th> : null}
            <Table.Th>Период</Table.Th>
            <Table.Th>Срок</Table.Th>
            <Table.Th>Статус</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => (
            <Table.Tr key={report.id}>
              <Table.Td>
                <Anchor component="button" type="button" ta="left" onClick={() => onOpen(report)}>
                  {report.kind_name}
                </Anchor>
              </Table.Td>
              {withCompany ? <Table.Td>{report.company_name}</Table.Td> : null}
              <Table.Td>{report.period_name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIsoDate(report.deadline)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <ReportStatusBadge status={report.status} style={{ overflow: 'visible' }} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

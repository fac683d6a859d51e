import {
  REPORT_STATUS_NAMES,
  REPORT_STATUSES,
  type ReportStatus,
  type StaffReportsQuery,
} from '@kabinet/domain/reports';
import { hasManagerRights } from '@kabinet/domain/shared';
import { Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';

import { NoAccess } from '../../../shared/ui/no-access.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useStaffReports } from '../api.ts';
import { StaffReportSheet } from '../components/report-sheet.tsx';
import { ReportsTable } from '../components/reports-table.tsx';

/** The filters of /staff/reports as the URL keeps them (shareable, back-button friendly). */
function useFilters(): [StaffReportsQuery, (name: string, value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const query: StaffReportsQuery = {
    status: REPORT_STATUSES.includes(status as ReportStatus) ? (status as ReportStatus) : undefined,
    deadline_from: params.get('deadline_from') || undefined,
    deadline_to: params.get('deadline_to') || undefined,
  };
  const set = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return [query, set];
}

/**
 * The staff's «Отчётность»: the reports of every company they serve (admin: all),
 * nearest deadline first, by status and deadline; a report opens with its actions.
 */
export function StaffReportsPage() {
  const user = useSignedInUser();
  if (!hasManagerRights(user.role.role_slug)) {
    return <NoAccess title="Отчётность" description="Раздел доступен только сотрудникам." />;
  }
  return <StaffReports />;
}

function StaffReports() {
  const [query, setFilter] = useFilters();
  const reports = useStaffReports(query);
  const [params] = useSearchParams();
  const open = reports.data?.find((item) => item.id === Number(params.get('report'))) ?? null;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Отчётность"
        description="Отчёты клиентов по срокам сдачи: подготовьте, отправьте на подпись, отметьте приём."
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Статус"
          placeholder="Все"
          clearable
          data={REPORT_STATUSES.map((value) => ({ value, label: REPORT_STATUS_NAMES[value] }))}
          value={query.status ?? null}
          onChange={(value) => setFilter('status', value)}
        />
        <TextInput
          type="date"
          label="Срок с"
          value={query.deadline_from ?? ''}
          onChange={(event) => setFilter('deadline_from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Срок по"
          value={query.deadline_to ?? ''}
          onChange={(event) => setFilter('deadline_to', event.currentTarget.value)}
        />
      </Group>
      <QueryContent query={reports} shape="table" label="Загрузка отчётов">
        {(data) => (
          <Paper withBorder>
            <ReportsTable
              reports={data}
              withCompany
              onOpen={(report) => setFilter('report', String(report.id))}
            />
          </Paper>
        )}
      </QueryContent>
      <StaffReportSheet report={open} onClose={() => setFilter('report', null)} />
    </Stack>
  );
}

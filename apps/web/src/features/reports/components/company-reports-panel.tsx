import { Paper, Stack, Title } from '@mantine/core';

import { useOpenId } from '../../../shared/lib/use-search-param.ts';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useReports } from '../api.ts';
import { CreateReportForm } from './create-report-form.tsx';
import { StaffReportSheet } from './report-sheet.tsx';
import { ReportsTable } from './reports-table.tsx';
import { TaxCalendarView } from './tax-calendar.tsx';

/**
 * The client card's «Отчётность»: the staff make the company's reports, upload their
 * files and move statuses; the calendar shows what the client sees.
 */
export function CompanyReportsPanel({ companyId }: { companyId: number }) {
  const reports = useReports(companyId);
  const [openId, show] = useOpenId('report');
  const open = reports.data?.find((item) => item.id === openId) ?? null;
  return (
    <Stack gap="md">
      <CreateReportForm companyId={companyId} />
      <QueryContent query={reports} shape="table" label="Загрузка отчётов">
        {(data) => (
          <Paper withBorder>
            <ReportsTable reports={data} onOpen={(report) => show(report.id)} />
          </Paper>
        )}
      </QueryContent>
      <Title order={3} size="h4">
        Налоговый календарь клиента
      </Title>
      <TaxCalendarView companyId={companyId} />
      <StaffReportSheet report={open} onClose={() => show(null)} />
    </Stack>
  );
}

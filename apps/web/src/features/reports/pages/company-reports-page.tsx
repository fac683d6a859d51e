import { Paper, Stack, Tabs } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';

import { useOpenId, useSearchParam } from '../../../shared/lib/use-search-param.ts';
import { SideSheet } from '../../../shared/ui/dialog-frames.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { ActiveCompanyPage } from '../../../shared/ui/active-company-page.tsx';
import { useReports } from '../api.ts';
import { ReportDetails } from '../components/report-details.tsx';
import { ReportsTable } from '../components/reports-table.tsx';
import { TaxCalendarView } from '../components/tax-calendar.tsx';

/**
 * Company-reports: the reports the firm files for the active company (statuses,
 * history, files, the sign-off) and its tax calendar (`?tab=calendar`).
 */
export function CompanyReportsPage() {
  return (
    <ActiveCompanyPage
      header={
        <PageHeader
          title="Отчётность"
          actions={<HowItWorksLink slug="nalogovyy-kalendar-i-otchety" />}
          description="Отчёты, которые мы сдаём за вашу компанию, и налоговый календарь со сроками."
        />
      }
      whyCompany="Отчётность ведётся по компании"
    >
      {(companyId) => <ReportsTabs companyId={companyId} />}
    </ActiveCompanyPage>
  );
}

function ReportsTabs({ companyId }: { companyId: number }) {
  const [tabParam, setTabParam] = useSearchParam('tab');
  const tab = tabParam === 'calendar' ? 'calendar' : 'reports';
  const setTab = (value: string | null) => setTabParam(value === 'calendar' ? value : null);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="reports">Отчёты</Tabs.Tab>
        <Tabs.Tab value="calendar">Налоговый календарь</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="reports">
        <ReportsList companyId={companyId} />
      </Tabs.Panel>
      <Tabs.Panel value="calendar">
        <TaxCalendarView companyId={companyId} />
      </Tabs.Panel>
    </Tabs>
  );
}

function ReportsList({ companyId }: { companyId: number }) {
  const reports = useReports(companyId);
  const [openId, show] = useOpenId('report');
  const open = reports.data?.find((item) => item.id === openId) ?? null;
  return (
    <QueryContent query={reports} shape="table" label="Загрузка отчётов">
      {(data) => (
        <Stack gap="lg">
          {data.length === 0 ? (
            <EmptyState
              icon={<IconReportAnalytics size={32} />}
              title="Отчётов пока нет"
              description="Когда бухгалтер начнёт готовить отчёт, он появится здесь со статусом и сроком."
            />
          ) : (
            <Paper withBorder>
              <ReportsTable reports={data} onOpen={(report) => show(report.id)} />
            </Paper>
          )}
          <SideSheet
            opened={open !== null}
            onClose={() => show(null)}
            title={open ? `${open.kind_name} за ${open.period_name}` : 'Отчёт'}
          >
            {open ? <ReportDetails report={open} canSign /> : null}
          </SideSheet>
        </Stack>
      )}
    </QueryContent>
  );
}

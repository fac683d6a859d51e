import { ActiveCompanyPage } from '../../../shared/ui/active-company-page.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { CompanyAnalyticsPanel } from '../components/company-analytics-panel.tsx';

/** /analytic: the active company's money by month, counterparties and taxes. */
export function AnalyticsPage() {
  return (
    <ActiveCompanyPage
      header={
        <PageHeader
          title="Аналитика"
          description="Поступления и списания по выпискам банка: по месяцам, контрагентам и категориям."
        />
      }
      whyCompany="Аналитика строится по операциям компании"
    >
      {(companyId) => <CompanyAnalyticsPanel companyId={companyId} />}
    </ActiveCompanyPage>
  );
}

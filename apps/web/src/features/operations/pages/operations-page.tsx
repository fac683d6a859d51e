import { canEditCompany } from '@kabinet/domain/companies';

import { ActiveCompanyPage } from '../../../shared/ui/active-company-page.tsx';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { OperationsPanel } from '../components/operations-panel.tsx';

/** Service/operations: the active company's bank operations. */
export function OperationsPage() {
  const user = useSignedInUser();
  const position = user.active_company?.current_user_position;
  return (
    <ActiveCompanyPage
      header={
        <PageHeader
          title="Операции"
          description="Операции по счетам компании из выписок банка: поступления, списания и их категории."
          actions={<HowItWorksLink slug="kak-zagruzit-vypisku" label="Как загрузить выписку?" />}
        />
      }
      whyCompany="Операции ведутся по компании"
    >
      {(companyId) => (
        <OperationsPanel
          companyId={companyId}
          userId={user.id}
          canEdit={position !== undefined && canEditCompany(position)}
        />
      )}
    </ActiveCompanyPage>
  );
}

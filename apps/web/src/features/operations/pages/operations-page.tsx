import { canEditCompany } from '@kabinet/domain/companies';
import { IconBuilding } from '@tabler/icons-react';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { OperationsPanel } from '../components/operations-panel.tsx';

/** Issue 15 service/operations: the active company's bank operations. */
export function OperationsPage() {
  const user = useSignedInUser();
  const company = user.active_company;
  return (
    <>
      <PageHeader
        title="Операции"
        description="Операции по счетам компании из выписок банка: поступления, списания и их категории."
        actions={<HowItWorksLink slug="kak-zagruzit-vypisku" label="Как загрузить выписку?" />}
      />
      {company ? (
        <OperationsPanel
          companyId={company.id}
          userId={user.id}
          canEdit={canEditCompany(company.current_user_position)}
        />
      ) : (
        <EmptyState
          icon={<IconBuilding size={32} />}
          title="Нет активной компании"
          description="Операции ведутся по компании: добавьте её или выберите в переключателе компаний."
        />
      )}
    </>
  );
}

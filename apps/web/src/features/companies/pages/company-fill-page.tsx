import { Anchor, Stack } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';

import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useCompany } from '../api/company.ts';
import { CompanyLoadError } from '../components/company-load-error.tsx';
import { FillWizard } from '../components/fill-wizard.tsx';

/** company/fill for the active company (keyed by its id, so switching companies follows). */
export function CompanyFillPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const companyId = user.active_company?.id ?? null;
  const company = useCompany(companyId);

  if (companyId === null) return <Navigate to="/company/new" replace />;
  return (
    <Stack gap={0} maw={900}>
      <PageHeader
        title="Данные компании"
        description={
          company.data ? (
            <>
              {company.data.name} · ИНН {company.data.inn} ·{' '}
              <Anchor component={Link} to="/company" size="sm">
                к профилю компании
              </Anchor>
            </>
          ) : undefined
        }
      />
      <QueryContent
        query={company}
        shape="detail"
        renderError={(error, retry) => <CompanyLoadError error={error} onRetry={retry} />}
      >
        {(data) => (
          <FillWizard key={data.id} company={data} onFinish={() => void navigate('/company')} />
        )}
      </QueryContent>
    </Stack>
  );
}

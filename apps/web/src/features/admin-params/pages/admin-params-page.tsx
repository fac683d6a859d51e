import { isAdmin } from '@kabinet/domain/shared';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { NoAccess } from '../../../shared/ui/no-access.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAdminCatalogue } from '../api.ts';
import { CatalogueEditor } from '../components/catalogue-editor.tsx';

function Forbidden() {
  return (
    <NoAccess
      title="Параметры тарифов"
      description="Раздел доступен администраторам. Если вам нужен доступ, обратитесь к руководителю."
    />
  );
}

/** SPEC §2 /admin/params: the tariff catalogue editor (SPEC §6: admin means admin or crm). */
export function AdminParamsPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const catalogue = useAdminCatalogue(allowed);
  if (!allowed) return <Forbidden />;
  if (
    catalogue.isError &&
    catalogue.error instanceof ResponseError &&
    catalogue.error.status === 403
  ) {
    return <Forbidden />;
  }
  return (
    <>
      {/* The editor has its own title; until it is here, this one stands above the skeleton or the error. */}
      {catalogue.isSuccess ? null : <PageHeader title="Параметры тарифов" />}
      <QueryContent query={catalogue} shape="detail">
        {(saved) => <CatalogueEditor saved={saved} />}
      </QueryContent>
    </>
  );
}

import { isAdmin } from '@kabinet/domain/shared';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { NoAccess } from '../../../shared/ui/no-access.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAdminCatalogue } from '../api.ts';
import { CatalogueEditor } from '../components/catalogue-editor.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

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
  if (catalogue.isPending || catalogue.isError) {
    return (
      <>
        <PageHeader title="Параметры тарифов" />
        {catalogue.isError ? (
          <FormAlert message={describeError(catalogue.error)} />
        ) : (
          <ContentSkeleton shape="detail" label="Загрузка" />
        )}
      </>
    );
  }
  return <CatalogueEditor saved={catalogue.data} />;
}

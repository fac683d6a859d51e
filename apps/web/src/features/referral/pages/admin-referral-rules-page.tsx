import { isAdmin } from '@kabinet/domain/shared';

import { describeError } from '../../../shared/lib/error-message.ts';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useReferralRules } from '../api.ts';
import { ReferralRulesForm } from '../components/referral-rules-form.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

const SECTION = 'Правила реферальной программы';

/** /admin/referral-rules (admin, crm): reward share, months, minimum payout. */
export function AdminReferralRulesPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const rules = useReferralRules(allowed);
  if (!allowed) return <AdminForbidden section={SECTION} />;
  return (
    <>
      <PageHeader
        title={SECTION}
        description="Новые правила действуют для оплат, поступивших после сохранения."
      />
      {rules.isPending ? (
        <ContentSkeleton shape="detail" label="Загрузка" />
      ) : rules.isError ? (
        <FormAlert message={describeError(rules.error)} />
      ) : (
        <ReferralRulesForm initial={rules.data} />
      )}
    </>
  );
}

import { isAdmin } from '@kabinet/domain/shared';

import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useReferralRules } from '../api.ts';
import { ReferralRulesForm } from '../components/referral-rules-form.tsx';

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
      <QueryContent query={rules} shape="detail">
        {(data) => <ReferralRulesForm initial={data} />}
      </QueryContent>
    </>
  );
}

import { hasManagerRights } from '@kabinet/domain/shared';

import { useSignedInUser } from '../../../shared/user/api.ts';
import { ClientTasksPage } from './client-tasks-page.tsx';
import { StaffTasksPage } from './staff-tasks-page.tsx';

/** `/tasks`: the company's tasks for its users, the staff's work for staff. */
export function TasksPage() {
  const user = useSignedInUser();
  return hasManagerRights(user.role.role_slug) ? (
    <StaffTasksPage />
  ) : (
    <ClientTasksPage companyId={user.active_company?.id ?? null} />
  );
}

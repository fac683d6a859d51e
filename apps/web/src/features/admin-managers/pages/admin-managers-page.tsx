import type { StaffMember } from '@kabinet/domain/companies';
import { isAdmin } from '@kabinet/domain/shared';
import { Paper } from '@mantine/core';
import { useState } from 'react';

import { useStaff } from '../../../shared/staff/api.ts';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { ManagersTable } from '../components/managers-table.tsx';
import { WorkingHoursModal } from '../components/working-hours-modal.tsx';

const SECTION = 'Менеджеры';

/**
 * /admin/managers for admin/crm: the load of each manager, whether automatic
 * assignment may give them new clients, and the working hours their clients see.
 */
export function AdminManagersPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const staff = useStaff(allowed);
  const [editing, setEditing] = useState<StaffMember | null>(null);

  if (!allowed) return <AdminForbidden section={SECTION} />;

  return (
    <>
      <PageHeader
        title={SECTION}
        description="Новая компания сразу получает менеджера, который принимает новых клиентов и ведёт меньше всего активных компаний."
      />
      <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
        <QueryContent query={staff} shape="table">
          {(data) => <ManagersTable staff={data} onEditHours={setEditing} />}
        </QueryContent>
      </Paper>
      <WorkingHoursModal member={editing} onClose={() => setEditing(null)} />
    </>
  );
}

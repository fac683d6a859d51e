import type { StaffMember } from '@kabinet/domain/companies';
import { isAdmin } from '@kabinet/domain/shared';
import { Paper, Text } from '@mantine/core';
import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { useStaff } from '../../../shared/staff/api.ts';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { ManagersTable } from '../components/managers-table.tsx';
import { WorkingHoursModal } from '../components/working-hours-modal.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

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
        {staff.isPending ? (
          <ContentSkeleton shape="table" label="Загрузка" />
        ) : staff.isError ? (
          <Text c="red" p="lg">
            {describeError(staff.error)}
          </Text>
        ) : (
          <ManagersTable staff={staff.data} onEditHours={setEditing} />
        )}
      </Paper>
      <WorkingHoursModal member={editing} onClose={() => setEditing(null)} />
    </>
  );
}

import type { AuditEntry } from '@kabinet/domain/audit';
import { formatCount, isAdmin } from '@kabinet/domain/shared';
import { Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';

import { useListParams } from '../../../shared/lib/list-params.ts';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PagePagination } from '../../../shared/ui/page-pagination.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useStaff } from '../../../shared/staff/api.ts';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAudit } from '../api.ts';
import { AuditFilters } from '../components/audit-filters.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import { auditFiltersFromParams, auditParamsWith } from '../model.ts';

const SECTION = 'Журнал действий';

/** The table, or what stands in its place with nothing found; dimmed while the next page loads. */
function AuditLogBody({
  entries,
  dimmed,
  onCompany,
}: {
  entries: AuditEntry[];
  dimmed: boolean;
  onCompany: (companyId: number) => void;
}) {
  if (entries.length === 0) {
    return (
      <Stack align="center" py="xl" gap={4}>
        <IconHistory size={32} stroke={1.4} color="var(--mantine-color-dimmed)" />
        <Text c="dimmed">Записей по этим условиям нет</Text>
      </Stack>
    );
  }
  return (
    <div style={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <AuditTable entries={entries} onCompany={onCompany} />
    </div>
  );
}

/** /admin/audit for admin/crm: who changed a client's data, when, before and after. */
export function AdminAuditPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const [params, update] = useListParams(auditParamsWith);
  const filters = auditFiltersFromParams(params);
  const log = useAudit(filters, allowed);
  const staff = useStaff(allowed);

  if (!allowed) return <AdminForbidden section={SECTION} />;

  const meta = log.data?.meta;
  const companyName =
    log.data?.data.find((entry) => String(entry.company?.id) === filters.company)?.company?.name ??
    null;
  return (
    <>
      <PageHeader
        title={SECTION}
        description={
          meta
            ? `${formatCount(meta.total, ['запись', 'записи', 'записей'])}. Записи нельзя изменить или удалить.`
            : 'Изменения данных клиентов сотрудниками: кто, когда, что было и что стало.'
        }
      />
      <Stack gap="md">
        <AuditFilters
          filters={filters}
          staff={staff.data ?? []}
          companyName={companyName || null}
          onChange={update}
        />
        <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
          <QueryContent query={log} shape="table">
            {(data) => (
              <AuditLogBody
                entries={data.data}
                dimmed={log.isPlaceholderData}
                onCompany={(id) => update({ company: String(id) })}
              />
            )}
          </QueryContent>
        </Paper>
        <PagePagination meta={meta} onChange={(page) => update({ page })} />
      </Stack>
    </>
  );
}

import { SimpleGrid, Stack, Title } from '@mantine/core';

import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useManagementFiles } from '../api.ts';
import { AdjustmentsSection } from './adjustments-section.tsx';
import { CompanyDashboardSection } from './company-dashboard-section.tsx';
import { ManagementUploadForm } from './management-upload-form.tsx';
import { StaffFilesTable } from './staff-files-table.tsx';

/**
 * The client card's «Управленческий учёт»: publish reports (the client is notified),
 * edit or remove them, enter the figures the graphs add to the operations, and see the client's
 * graphs they make (loaded with this tab, which the card loads lazily).
 */
export function CompanyManagementPanel({ companyId }: { companyId: number }) {
  const files = useManagementFiles(companyId);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ManagementUploadForm companyId={companyId} />
        <Stack gap="sm">
          <Title order={3} size="h5">
            Отчёты клиента
          </Title>
          <QueryContent query={files} shape="table" label="Загрузка отчётов">
            {(data) => <StaffFilesTable companyId={companyId} files={data} />}
          </QueryContent>
        </Stack>
      </SimpleGrid>
      <AdjustmentsSection companyId={companyId} />
      <CompanyDashboardSection companyId={companyId} />
    </Stack>
  );
}

import type { ManagementFile } from '@kabinet/domain/management-accounting';
import { Grid } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';

import { ActiveCompanyPage } from '../../../shared/ui/active-company-page.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useManagementFiles } from '../api.ts';
import { FilePreview } from '../components/file-preview.tsx';
import { FilesList } from '../components/files-list.tsx';

/** /management-accounting/files: the reports the accountant prepared, to read and save. */
export function ManagementFilesPage() {
  return (
    <ActiveCompanyPage
      header={
        <PageHeader
          title="Управленческий учёт"
          description="ОПиУ, ДДС и управленческий баланс, которые готовит ваш бухгалтер."
        />
      }
      whyCompany="Отчёты готовятся для компании"
    >
      {(companyId) => <CompanyFiles companyId={companyId} />}
    </ActiveCompanyPage>
  );
}

function CompanyFiles({ companyId }: { companyId: number }) {
  const files = useManagementFiles(companyId);
  return (
    <QueryContent query={files} shape="table">
      {(data) => <FilesContent files={data} />}
    </QueryContent>
  );
}

function FilesContent({ files }: { files: ManagementFile[] }) {
  const [params, setParams] = useSearchParams();
  if (files.length === 0) {
    return (
      <EmptyState
        icon={<IconFolder size={32} />}
        title="Отчётов пока нет"
        description="Когда бухгалтер опубликует управленческий отчёт, он появится здесь, а вы получите уведомление."
      />
    );
  }
  const asked = Number(params.get('file'));
  const selected = files.find((file) => file.id === asked) ?? files[0];
  const select = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('file', String(id));
      return next;
    });
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <FilesList files={files} selectedId={selected?.id ?? null} onSelect={select} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>{selected && <FilePreview file={selected} />}</Grid.Col>
    </Grid>
  );
}

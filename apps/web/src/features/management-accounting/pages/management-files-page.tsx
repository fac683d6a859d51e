import { Center, Grid, Loader } from '@mantine/core';
import { IconBuilding, IconFolder } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useManagementFiles } from '../api.ts';
import { FilePreview } from '../components/file-preview.tsx';
import { FilesList } from '../components/files-list.tsx';

/** Issue 15 /management-accounting/files: the reports the accountant prepared, to read and save. */
export function ManagementFilesPage() {
  const user = useSignedInUser();
  const companyId = user.active_company?.id ?? null;
  return (
    <>
      <PageHeader
        title="Управленческий учёт"
        description="ОПиУ, ДДС и управленческий баланс, которые готовит ваш бухгалтер."
      />
      {companyId === null ? (
        <EmptyState
          icon={<IconBuilding size={32} />}
          title="Нет активной компании"
          description="Отчёты готовятся для компании: добавьте её или выберите в переключателе компаний."
        />
      ) : (
        <FilesContent companyId={companyId} />
      )}
    </>
  );
}

function FilesContent({ companyId }: { companyId: number }) {
  const files = useManagementFiles(companyId);
  const [params, setParams] = useSearchParams();
  if (files.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  if (files.isError) return <FormAlert message={describeError(files.error)} />;
  if (files.data.length === 0) {
    return (
      <EmptyState
        icon={<IconFolder size={32} />}
        title="Отчётов пока нет"
        description="Когда бухгалтер опубликует управленческий отчёт, он появится здесь, а вы получите уведомление."
      />
    );
  }
  const asked = Number(params.get('file'));
  const selected = files.data.find((file) => file.id === asked) ?? files.data[0];
  const select = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('file', String(id));
      return next;
    });
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <FilesList files={files.data} selectedId={selected?.id ?? null} onSelect={select} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>{selected && <FilePreview file={selected} />}</Grid.Col>
    </Grid>
  );
}

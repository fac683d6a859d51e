import { IconLock } from '@tabler/icons-react';

import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';

/** What a non-admin sees on an admin page (SPEC §6: admin means admin or crm). */
export function AdminForbidden({ section }: { section: string }) {
  return (
    <>
      <PageHeader title={section} />
      <EmptyState
        icon={<IconLock size={32} />}
        title="Недостаточно прав"
        description={`Раздел «${section}» доступен только администраторам.`}
      />
    </>
  );
}

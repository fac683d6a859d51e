import { IconLock } from '@tabler/icons-react';

import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';

/**
 * SPEC §6 role pages (admin area, staff workspace) opened by someone without the role: the page's
 * title and «Недостаточно прав» with who may use it. The server refuses the data anyway (403).
 */
export function NoAccess({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<IconLock size={32} />}
        title="Недостаточно прав"
        description={description}
      />
    </>
  );
}

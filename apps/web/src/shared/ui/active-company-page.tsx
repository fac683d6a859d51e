import { IconBuilding } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { useSignedInUser } from '../user/api.ts';
import { EmptyState } from './empty-state.tsx';

/**
 * A client page about the active company: its header, then the content for that company, or
 * «Нет активной компании» with `whyCompany` («Акты выставляются компании») when there is none.
 */
export function ActiveCompanyPage({
  header,
  whyCompany,
  children,
}: {
  header: ReactNode;
  /** The first half of the empty state's text, before «: добавьте её или выберите…». */
  whyCompany: string;
  children: (companyId: number) => ReactNode;
}) {
  const companyId = useSignedInUser().active_company?.id ?? null;
  return (
    <>
      {header}
      {companyId === null ? (
        <EmptyState
          icon={<IconBuilding size={32} />}
          title="Нет активной компании"
          description={`${whyCompany}: добавьте её или выберите в переключателе компаний.`}
        />
      ) : (
        children(companyId)
      )}
    </>
  );
}

import { Paper, Stack } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';

import { useOpenId } from '../../../shared/lib/use-search-param.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { ActiveCompanyPage } from '../../../shared/ui/active-company-page.tsx';
import { useActs } from '../api.ts';
import { ActDetails } from '../components/act-details.tsx';
import { ActsTable } from '../components/acts-table.tsx';
import { SideSheet } from '../../../shared/ui/dialog-frames.tsx';
import { ReconciliationForm } from '../components/reconciliation-form.tsx';

/** Service/acts: the active company's acts, signing and disputes, the акт сверки. */
export function ActsPage() {
  return (
    <ActiveCompanyPage
      header={
        <PageHeader
          title="Акты"
          actions={<HowItWorksLink slug="kak-podpisat-akt" />}
          description="Акты оказанных услуг за каждый месяц: проверьте, подпишите кодом или оспорьте."
        />
      }
      whyCompany="Акты выставляются компании"
    >
      {(companyId) => <ActsContent companyId={companyId} />}
    </ActiveCompanyPage>
  );
}

function ActsContent({ companyId }: { companyId: number }) {
  const acts = useActs(companyId);
  const [openId, show] = useOpenId('act');
  const open = acts.data?.find((act) => act.id === openId) ?? null;
  return (
    <QueryContent query={acts} shape="table">
      {(data) => (
        <Stack gap="lg">
          {data.length === 0 ? (
            <EmptyState
              icon={<IconFileCertificate size={32} />}
              title="Актов пока нет"
              description="Акт за месяц появится здесь после его окончания, если в месяце были начисления."
            />
          ) : (
            <Paper withBorder>
              <ActsTable acts={data} onOpen={(act) => show(act.id)} />
            </Paper>
          )}
          <ReconciliationForm companyId={companyId} />
          <SideSheet
            opened={open !== null}
            onClose={() => show(null)}
            title={open ? `Акт № ${open.number}` : 'Акт'}
          >
            {open ? <ActDetails act={open} canSign /> : null}
          </SideSheet>
        </Stack>
      )}
    </QueryContent>
  );
}

import { canEditCompany, type Company } from '@kabinet/domain/companies';
import { Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { BanksCard } from './banks-card.tsx';
import { AddressesCard, RequisitesCard } from './requisites-card.tsx';

// The edit dialog (its form and zod) loads when it is first opened (the pages' JS budgets).
const EditCompanyModal = lazyPage(() => import('./edit-company-modal.tsx'), 'EditCompanyModal');

/**
 * The client card's «Реквизиты»: the same cards as the client's company page
 * (requisites, addresses, bank accounts), editable by the assigned staff and admins.
 */
export function CompanyRequisitesPanel({ company }: { company: Company }) {
  const [editing, edit] = useDisclosure(false);
  const canEdit = canEditCompany(company.current_user_position);
  return (
    <>
      <Stack gap="lg">
        <RequisitesCard company={company} canEdit={canEdit} onEdit={edit.open} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <AddressesCard company={company} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <BanksCard company={company} canEdit={canEdit} />
          </Grid.Col>
        </Grid>
      </Stack>
      {canEdit ? (
        <LazyDialog opened={editing}>
          {(opened) => (
            <EditCompanyModal
              key={company.id}
              company={company}
              opened={opened}
              onClose={edit.close}
            />
          )}
        </LazyDialog>
      ) : null}
    </>
  );
}

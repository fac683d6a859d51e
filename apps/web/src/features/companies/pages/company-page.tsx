import {
  canEditCompany,
  canManageUsers,
  COMPANY_POSITION_NAMES,
  type Company,
  type CurrentUserPosition,
} from '@kabinet/domain/companies';
import { Alert, Badge, Button, Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListCheck } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useCompany } from '../api/company.ts';
import { BanksCard } from '../components/banks-card.tsx';
import { CompanyLoadError } from '../components/company-load-error.tsx';
import { DocumentsCard } from '../components/documents-card.tsx';
import { AddressesCard, RequisitesCard } from '../components/requisites-card.tsx';
import { UsersCard } from '../components/users-card.tsx';
import { fillProgress } from '../model.ts';

// The edit dialog (its form and zod) loads when it is first opened (the pages' JS budgets).
const EditCompanyModal = lazyPage(
  () => import('../components/edit-company-modal.tsx'),
  'EditCompanyModal',
);

/** company: the active company's profile; its query is keyed by the active company id. */
export function CompanyPage() {
  const user = useSignedInUser();
  const companyId = user.active_company?.id ?? null;
  const company = useCompany(companyId);

  if (companyId === null) return <Navigate to="/company/new" replace />;
  return (
    <QueryContent
      query={company}
      shape="detail"
      renderError={(error, retry) => <CompanyLoadError error={error} onRetry={retry} />}
    >
      {(data) => <CompanyProfile data={data} />}
    </QueryContent>
  );
}

function CompanyProfile({ data }: { data: Company }) {
  const [editing, edit] = useDisclosure(false);
  const position = data.current_user_position;
  const canEdit = canEditCompany(position);
  const progress = fillProgress(data.company_meta.filled);
  return (
    <>
      <PageHeader
        title={data.name}
        description={
          <Badge
            tt="none"
            component="span"
            variant="light"
            color="gray"
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {COMPANY_POSITION_NAMES[position as CurrentUserPosition] ?? position}
          </Badge>
        }
      />
      <Stack gap="lg">
        {progress < 100 && canEdit ? (
          <Alert
            variant="light"
            color="orange"
            icon={<IconListCheck size={20} />}
            title={`Данные компании заполнены на ${progress}%`}
          >
            <Stack gap="xs" align="flex-start">
              Адреса, руководитель и банковский счёт нужны бухгалтеру для отчётности и платёжек.
              <Button component={Link} to="/company/fill" size="xs" variant="filled" color="orange">
                Дополнить данные
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <RequisitesCard company={data} canEdit={canEdit} onEdit={edit.open} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <AddressesCard company={data} />
              <BanksCard company={data} canEdit={canEdit} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <UsersCard company={data} manage={canManageUsers(position)} />
            </Stack>
          </Grid.Col>
        </Grid>
        <DocumentsCard company={data} />
      </Stack>
      {canEdit ? (
        <LazyDialog opened={editing}>
          {(opened) => (
            <EditCompanyModal key={data.id} company={data} opened={opened} onClose={edit.close} />
          )}
        </LazyDialog>
      ) : null}
    </>
  );
}

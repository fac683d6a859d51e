import { formatCount, isAdmin } from '@kabinet/domain/shared';
import { Paper, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PagePagination } from '../../../shared/ui/page-pagination.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAdminCompanies, useManagers } from '../api.ts';
import { CompaniesFilters } from '../components/companies-filters.tsx';
import { CompaniesTable } from '../../../shared/companies/companies-table.tsx';
import { filtersFromParams } from '../model.ts';
import { useCompaniesParams } from '../use-companies-params.ts';

// The drawer (card, manager, team) loads when a company is first opened, not with the list.
const CompanyDrawer = lazyPage(() => import('../components/company-drawer.tsx'), 'CompanyDrawer');

/** /admin/companies for admin/crm (SPEC §6); everyone else sees «Недостаточно прав». */
export function AdminCompaniesPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const [params, update] = useCompaniesParams();
  const filters = filtersFromParams(params);
  const list = useAdminCompanies(filters, allowed);
  const managers = useManagers(allowed);
  const openId = Number(params.get('company')) || null;

  if (!allowed) return <AdminForbidden section="Компании клиентов" />;

  const meta = list.data?.meta;
  return (
    <>
      <PageHeader
        title="Компании клиентов"
        description={
          meta
            ? `Найдено ${formatCount(meta.total, ['компания', 'компании', 'компаний'])}`
            : undefined
        }
      />
      <Stack gap="md">
        <CompaniesFilters filters={filters} managers={managers.data ?? []} onChange={update} />
        <Paper withBorder p={0} style={{ overflow: 'hidden' }} pos="relative">
          <QueryContent query={list} shape="table">
            {({ data }) =>
              data.length === 0 ? (
                <Stack align="center" py="xl" gap={4}>
                  <IconBuildingSkyscraper
                    size={32}
                    stroke={1.4}
                    color="var(--mantine-color-dimmed)"
                  />
                  <Text c="dimmed">Компаний по этим условиям нет</Text>
                </Stack>
              ) : (
                <div
                  style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
                >
                  <CompaniesTable companies={data} onOpen={(id) => update({ company: id })} />
                </div>
              )
            }
          </QueryContent>
        </Paper>
        <PagePagination meta={meta} onChange={(page) => update({ page })} />
      </Stack>
      <LazyDialog opened={openId !== null}>
        {(opened) => (
          <CompanyDrawer
            companyId={opened ? openId : null}
            onClose={() => update({ company: null })}
          />
        )}
      </LazyDialog>
    </>
  );
}

import { formatCount, hasManagerRights } from '@kabinet/domain/shared';
import { Group, Paper, Stack } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

import { CompaniesTable } from '../../../shared/companies/companies-table.tsx';
import { listParamsWith, useListParams } from '../../../shared/lib/list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListSearch } from '../../../shared/ui/list-search.tsx';
import { NoAccess } from '../../../shared/ui/no-access.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PagePagination } from '../../../shared/ui/page-pagination.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useClients } from '../api.ts';

const COMPANY_FORMS = ['компания', 'компании', 'компаний'] as const;
const paramsWith = (params: URLSearchParams, changes: Record<string, string | number | null>) =>
  listParamsWith(params, changes, ['search']);

/** «Клиенты», the companies a manager serves (every company for an admin). */
export function ClientsPage() {
  const user = useSignedInUser();
  if (!hasManagerRights(user.role.role_slug)) {
    return <NoAccess title="Клиенты" description="Раздел доступен только сотрудникам." />;
  }
  return <Clients />;
}

function Clients() {
  const navigate = useNavigate();
  const [params, update] = useListParams(paramsWith);
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const clients = useClients({ search, page });
  const meta = clients.data?.meta;

  return (
    <Stack gap="md">
      <PageHeader
        title="Клиенты"
        description={meta ? formatCount(meta.total, COMPANY_FORMS) : undefined}
      />
      {/* A row, as in the admin filters: the search's flex basis is a width, not a height. */}
      <Group>
        <ListSearch
          label="Поиск"
          placeholder="Название или ИНН"
          value={search}
          onSearch={(value) => update({ search: value })}
          width="0 1 420px"
        />
      </Group>
      <QueryContent query={clients} shape="table" label="Загрузка клиентов">
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState
              icon={<IconBriefcase size={32} />}
              title={search ? 'Ничего не найдено' : 'Клиентов пока нет'}
              description={
                search
                  ? 'Проверьте название или ИНН.'
                  : 'Здесь появятся компании, которые вам назначат.'
              }
            />
          ) : (
            <Paper withBorder radius="md">
              <CompaniesTable companies={data} onOpen={(id) => void navigate(`/clients/${id}`)} />
            </Paper>
          )
        }
      </QueryContent>
      <PagePagination meta={meta} onChange={(next) => update({ page: next })} />
    </Stack>
  );
}

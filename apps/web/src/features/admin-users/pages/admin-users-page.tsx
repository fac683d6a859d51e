import type { AdminUser } from '@kabinet/domain/users';
import { formatCount, isAdmin } from '@kabinet/domain/shared';
import { Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PagePagination } from '../../../shared/ui/page-pagination.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAdminUsers } from '../api.ts';
import { UsersFilters } from '../components/users-filters.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { openUserId, usersFiltersFromParams, usersParamsWith } from '../model.ts';

// The drawer (roles, blocking, sessions) loads when a user is first opened, not with the list.
const UserDrawer = lazyPage(() => import('../components/user-drawer.tsx'), 'UserDrawer');

const SECTION = 'Пользователи';

/** The table, or what stands in its place with nobody found; dimmed while the next page loads. */
function UsersBody({
  users,
  dimmed,
  onOpen,
}: {
  users: AdminUser[];
  dimmed: boolean;
  onOpen: (id: number) => void;
}) {
  if (users.length === 0) {
    return (
      <Stack align="center" py="xl" gap={4}>
        <IconUsers size={32} stroke={1.4} color="var(--mantine-color-dimmed)" />
        <Text c="dimmed">Пользователей по этим условиям нет</Text>
      </Stack>
    );
  }
  return (
    <div style={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <UsersTable users={users} onOpen={onOpen} />
    </div>
  );
}

/**
 * /admin/users for admin/crm (SPEC §6): every account with search and filters; a user's
 * drawer changes the role, blocks and unblocks with a reason, and ends sessions.
 */
export function AdminUsersPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const [params, update] = useListParams(usersParamsWith);
  const filters = usersFiltersFromParams(params);
  const list = useAdminUsers(filters, allowed);
  const openId = openUserId(params);

  if (!allowed) return <AdminForbidden section={SECTION} />;

  const meta = list.data?.meta;
  return (
    <>
      <PageHeader
        title={SECTION}
        description={
          meta
            ? `Найдено ${formatCount(meta.total, ['пользователь', 'пользователя', 'пользователей'])}`
            : 'Роли, блокировки и сеансы пользователей.'
        }
      />
      <Stack gap="md">
        <UsersFilters filters={filters} onChange={update} />
        <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
          <QueryContent query={list} shape="table">
            {(data) => (
              <UsersBody
                users={data.data}
                dimmed={list.isPlaceholderData}
                onOpen={(id) => update({ user: id })}
              />
            )}
          </QueryContent>
        </Paper>
        <PagePagination meta={meta} onChange={(page) => update({ page })} />
      </Stack>
      <LazyDialog opened={openId !== null}>
        {(opened) => (
          <UserDrawer
            userId={opened ? openId : null}
            selfId={user.id}
            onClose={() => update({ user: null })}
          />
        )}
      </LazyDialog>
    </>
  );
}

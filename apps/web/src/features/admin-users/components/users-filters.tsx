import { FilterSelect, ListSearch } from '../../../shared/ui/list-search.tsx';
import { ROLE_NAMES, ROLE_SLUGS, USER_STATUSES, USER_STATUS_NAMES } from '@kabinet/domain/users';
import { Group } from '@mantine/core';

import type { AdminUsersFilters } from '../model.ts';

interface UsersFiltersProps {
  filters: AdminUsersFilters;
  onChange: (changes: Partial<AdminUsersFilters>) => void;
}

/** Search (500 ms after the last key), role and status. */
export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ListSearch
        label="Поиск"
        placeholder="Имя, e-mail или телефон"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        width="1 1 260px"
      />
      <FilterSelect
        label="Роль"
        options={ROLE_SLUGS.map((value) => ({ value, label: ROLE_NAMES[value] }))}
        value={filters.role}
        onChange={(value) => onChange({ role: value })}
        width={220}
      />
      <FilterSelect
        label="Статус"
        options={USER_STATUSES.map((value) => ({ value, label: USER_STATUS_NAMES[value] }))}
        value={filters.status}
        onChange={(value) => onChange({ status: value })}
        width={200}
      />
    </Group>
  );
}

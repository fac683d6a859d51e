import { SELECT_DEBOUNCE_MS } from '@kabinet/domain/shared';
import { ROLE_NAMES, ROLE_SLUGS, USER_STATUSES, USER_STATUS_NAMES } from '@kabinet/domain/users';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import type { AdminUsersFilters } from '../model.ts';

interface UsersFiltersProps {
  filters: AdminUsersFilters;
  onChange: (changes: Partial<AdminUsersFilters>) => void;
}

/** Search (500 ms after the last key), role and status. */
export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  const commitSearch = useDebouncedCallback(
    (value: string) => onChange({ search: value.trim() }),
    SELECT_DEBOUNCE_MS,
  );

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Поиск"
        placeholder="Имя, e-mail или телефон"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        label="Роль"
        placeholder="Все"
        data={ROLE_SLUGS.map((value) => ({ value, label: ROLE_NAMES[value] }))}
        value={filters.role || null}
        onChange={(value) => onChange({ role: value ?? '' })}
        clearable
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label="Статус"
        placeholder="Все"
        data={USER_STATUSES.map((value) => ({ value, label: USER_STATUS_NAMES[value] }))}
        value={filters.status || null}
        onChange={(value) => onChange({ status: value ?? '' })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}

import {
  COMPANY_STATUS_NAMES,
  COMPANY_STATUSES,
  type ManagerOption,
} from '@kabinet/domain/companies';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import { type AdminCompaniesFilters, SEARCH_DEBOUNCE_MS } from '../model.ts';

interface CompaniesFiltersProps {
  filters: AdminCompaniesFilters;
  managers: ManagerOption[];
  onChange: (changes: Partial<AdminCompaniesFilters>) => void;
}

/** Search (500 ms after the last key), status and manager. */
export function CompaniesFilters({ filters, managers, onChange }: CompaniesFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  const commitSearch = useDebouncedCallback(
    (value: string) => onChange({ search: value.trim() }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Поиск"
        placeholder="Название или ИНН"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        label="Статус"
        placeholder="Все"
        data={COMPANY_STATUSES.map((value) => ({ value, label: COMPANY_STATUS_NAMES[value] }))}
        value={filters.status || null}
        onChange={(value) => onChange({ status: value ?? '' })}
        clearable
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label="Менеджер"
        placeholder="Все"
        data={[
          { value: 'none', label: 'Без менеджера' },
          ...managers.map((manager) => ({ value: String(manager.id), label: manager.name })),
        ]}
        value={filters.manager || null}
        onChange={(value) => onChange({ manager: value ?? '' })}
        clearable
        searchable
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}

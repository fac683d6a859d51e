import { FilterSelect, ListSearch } from '../../../shared/ui/list-search.tsx';
import {
  COMPANY_STATUS_NAMES,
  COMPANY_STATUSES,
  type ManagerOption,
} from '@kabinet/domain/companies';
import { Group, Select } from '@mantine/core';

import { type AdminCompaniesFilters } from '../model.ts';

interface CompaniesFiltersProps {
  filters: AdminCompaniesFilters;
  managers: ManagerOption[];
  onChange: (changes: Partial<AdminCompaniesFilters>) => void;
}

/** Search (500 ms after the last key), status and manager. */
export function CompaniesFilters({ filters, managers, onChange }: CompaniesFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ListSearch
        label="Поиск"
        placeholder="Название или ИНН"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        width="1 1 260px"
      />
      <FilterSelect
        label="Статус"
        options={COMPANY_STATUSES.map((value) => ({ value, label: COMPANY_STATUS_NAMES[value] }))}
        value={filters.status}
        onChange={(value) => onChange({ status: value })}
        width={180}
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

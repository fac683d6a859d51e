import { AUDIT_ACTIONS, AUDIT_ACTION_NAMES } from '@kabinet/domain/audit';
import type { ManagerOption } from '@kabinet/domain/companies';
import { SELECT_DEBOUNCE_MS } from '@kabinet/domain/shared';
import { CloseButton, Group, Pill, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import type { AuditFilters as Filters } from '../model.ts';

interface AuditFiltersProps {
  filters: Filters;
  staff: ManagerOption[];
  /** The name of the company filtered by, when known. */
  companyName: string | null;
  onChange: (changes: Partial<Filters>) => void;
}

/** Search (500 ms after the last key), action, staff member, and the company picked in the log. */
export function AuditFilters({ filters, staff, companyName, onChange }: AuditFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  const commitSearch = useDebouncedCallback(
    (value: string) => onChange({ search: value.trim() }),
    SELECT_DEBOUNCE_MS,
  );

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Поиск"
        placeholder="Имя, компания, значение"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Действие"
        placeholder="Все"
        data={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_NAMES[value] }))}
        value={filters.action || null}
        onChange={(value) => onChange({ action: value ?? '' })}
        clearable
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label="Сотрудник"
        placeholder="Все"
        data={staff.map((person) => ({ value: String(person.id), label: person.name }))}
        value={filters.actor || null}
        onChange={(value) => onChange({ actor: value ?? '' })}
        clearable
        searchable
        w={{ base: '100%', xs: 220 }}
      />
      {filters.company ? (
        <Pill size="lg">
          <Group gap={4} wrap="nowrap">
            {companyName ? `Компания: ${companyName}` : `Компания №${filters.company}`}
            <CloseButton
              size="sm"
              aria-label="Показать все компании"
              onClick={() => onChange({ company: '' })}
            />
          </Group>
        </Pill>
      ) : null}
    </Group>
  );
}

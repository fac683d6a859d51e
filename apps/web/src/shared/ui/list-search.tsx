import { SEARCH_DEBOUNCE_MS } from '../lib/search-debounce.ts';
import { Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface ListSearchProps {
  label?: string;
  placeholder: string;
  /** The committed search (from the URL); typing shows at once, commits 500 ms after the last key. */
  value: string;
  onSearch: (value: string) => void;
  width?: string;
}

/** SPEC §9: the search box of a list, committed 500 ms after the last key (trimmed). */
export function ListSearch({
  label,
  placeholder,
  value,
  onSearch,
  width = '1 1 260px',
}: ListSearchProps) {
  const [typed, setTyped] = useState(value);
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      aria-label={label ? undefined : placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      style={{ flex: width }}
    />
  );
}

interface FilterSelectProps {
  label: string;
  options: { value: string; label: string }[];
  /** '' for «Все». */
  value: string;
  onChange: (value: string) => void;
  width: number;
}

/** A list filter: «Все» when cleared, '' to the caller. */
export function FilterSelect({ label, options, value, onChange, width }: FilterSelectProps) {
  return (
    <Select
      label={label}
      placeholder="Все"
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      clearable
      w={{ base: '100%', xs: width }}
    />
  );
}

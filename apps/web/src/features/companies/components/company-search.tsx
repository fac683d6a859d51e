import type { CompanySuggestion } from '@kabinet/domain/companies';
import { Autocomplete, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import { useAddressHintsAvailable, useCompanySearch } from '../api/company.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/search-debounce.ts';

const optionValue = (suggestion: CompanySuggestion) => `${suggestion.inn}|${suggestion.kpp}`;

/** One hint in the list: the name, whether it is already here or closed, and its requisites. */
function SuggestionOption({ item }: { item: CompanySuggestion }) {
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {item.name}
        </Text>
        {item.registered ? (
          <Badge size="xs" color="orange" variant="light" tt="none">
            уже в кабинете
          </Badge>
        ) : null}
        {item.status && item.status !== 'ACTIVE' ? (
          <Badge size="xs" color="red" variant="light" tt="none">
            {item.status === 'LIQUIDATED' ? 'ликвидирована' : item.status}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        ИНН {item.inn}
        {item.kpp ? ` · КПП ${item.kpp}` : ''}
        {item.legal_address?.string ? ` · ${item.legal_address.string}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * Search by name or INN over the firm's directory and, when configured, DaData (mission
 * anchors §15: autofill by ИНН). Picking a hint hands its requisites to the form.
 */
export function CompanySearch({
  onPick,
  onInnNotFound,
}: {
  onPick: (suggestion: CompanySuggestion) => void;
  /** An INN nobody knows is carried into the manual form, not lost. */
  onInnNotFound?: (inn: string) => void;
}) {
  const [text, setText] = useState('');
  // Without a DaData key only our own directory answers; promise no autofill then.
  const provider = useAddressHintsAvailable().data === true;
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCompanySearch(debounced);
  const suggestions = search.data ?? [];
  const byValue = new Map(suggestions.map((item) => [optionValue(item), item]));
  const nothingFound =
    debounced.length >= 2 &&
    search.isSuccess &&
    suggestions.length === 0 &&
    text.trim() === debounced;
  const typedInn = /^\d{10}$|^\d{12}$/.test(debounced) ? debounced : null;
  const carry = useRef(onInnNotFound);
  carry.current = onInnNotFound;
  useEffect(() => {
    if (nothingFound && typedInn) carry.current?.(typedInn);
  }, [nothingFound, typedInn]);

  return (
    <Stack gap={4}>
      <Autocomplete
        label="Найти компанию"
        description={
          provider
            ? 'Название, ИНН или ОГРН — реквизиты заполнятся сами'
            : 'Название или ИНН — поищем среди компаний, которые уже знаем'
        }
        placeholder="Например, Ромашка или 7707083893"
        leftSection={<IconSearch size={16} />}
        rightSection={search.isFetching ? <Loader size={16} aria-label="Ищем" /> : null}
        value={text}
        onChange={setText}
        data={suggestions.map((item) => ({ value: optionValue(item), label: item.name }))}
        filter={({ options }) => options}
        limit={10}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        comboboxProps={{ withinPortal: true }}
        onOptionSubmit={(value) => {
          const picked = byValue.get(value);
          if (!picked) return;
          onPick(picked);
          setText('');
        }}
        renderOption={({ option }) => {
          const item = byValue.get(option.value);
          if (!item) return option.value;
          return <SuggestionOption item={item} />;
        }}
      />
      {nothingFound ? (
        <Text size="sm" c="dimmed" role="status">
          {typedInn
            ? 'Не нашли эту компанию — ИНН перенесли в форму ниже, остальное заполните вручную'
            : 'Не нашли — заполните реквизиты вручную ниже'}
        </Text>
      ) : null}
    </Stack>
  );
}

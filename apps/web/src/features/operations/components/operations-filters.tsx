import { OPERATION_DIRECTION_NAMES } from '@kabinet/domain/operations';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { amountError, EMPTY_FILTER_FORM, type FilterForm } from '../model.ts';

import { categoryOptions } from './category-select.tsx';

/** The list's filters; applied on «Показать», so a half-typed sum does not ask the server. */
export function OperationsFilters({ onApply }: { onApply: (form: FilterForm) => void }) {
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER_FORM);
  const set = (key: keyof FilterForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const minError = amountError(form.amountMin);
  const maxError = amountError(form.amountMax);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!minError && !maxError) onApply(form);
  };
  const reset = () => {
    setForm(EMPTY_FILTER_FORM);
    onApply(EMPTY_FILTER_FORM);
  };
  return (
    <form onSubmit={submit} aria-label="Фильтры операций">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Поиск"
          placeholder="Слова из назначения или контрагента"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={form.search}
          onChange={(event) => set('search')(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="С даты"
          value={form.from}
          onChange={(event) => set('from')(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="По дату"
          value={form.to}
          onChange={(event) => set('to')(event.currentTarget.value)}
        />
        <NativeSelect
          label="Направление"
          value={form.direction}
          data={[
            { value: '', label: 'Все' },
            { value: 'in', label: OPERATION_DIRECTION_NAMES.in },
            { value: 'out', label: OPERATION_DIRECTION_NAMES.out },
          ]}
          onChange={(event) => set('direction')(event.currentTarget.value)}
        />
        <TextInput
          label="Контрагент"
          placeholder="ИНН или название"
          value={form.counterparty}
          onChange={(event) => set('counterparty')(event.currentTarget.value)}
        />
        <NativeSelect
          label="Категория"
          value={form.category}
          data={[{ value: '', label: 'Все' }, ...categoryOptions()]}
          onChange={(event) => set('category')(event.currentTarget.value)}
        />
        <TextInput
          label="Сумма от, ₽"
          inputMode="decimal"
          value={form.amountMin}
          error={minError}
          onChange={(event) => set('amountMin')(event.currentTarget.value)}
        />
        <TextInput
          label="Сумма до, ₽"
          inputMode="decimal"
          value={form.amountMax}
          error={maxError}
          onChange={(event) => set('amountMax')(event.currentTarget.value)}
        />
      </SimpleGrid>
      <FilterActions onReset={reset} />
    </form>
  );
}

/** «Показать» submits the form; «Сбросить» clears every filter at once. */
function FilterActions({ onReset }: { onReset: () => void }) {
  return (
    <Group mt="sm" gap="sm">
      <Button type="submit">Показать</Button>
      <Button variant="subtle" onClick={onReset}>
        Сбросить
      </Button>
    </Group>
  );
}

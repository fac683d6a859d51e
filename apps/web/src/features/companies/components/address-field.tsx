import type { AddressInput } from '@kabinet/domain/companies';
import {
  Anchor,
  Autocomplete,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { useAddressHints, useAddressHintsAvailable } from '../api/company.ts';
import {
  ADDRESS_PARTS,
  type ManualAddress,
  manualAddressInput,
  manualAddressOf,
} from '../model.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/search-debounce.ts';

interface AddressFieldProps {
  label: string;
  value: AddressInput | null;
  onChange: (value: AddressInput | null) => void;
  error?: string | null;
}

interface ManualFieldsProps extends AddressFieldProps {
  /** Hints exist, so the user may go back to the one-line input. */
  onOneLine: (() => void) | null;
}

/** Structured parts (index, region, city, street, house, office); the one line is built from them. */
function ManualAddressFields({ label, value, onChange, error, onOneLine }: ManualFieldsProps) {
  const [parts, setParts] = useState<ManualAddress>(() => manualAddressOf(value));
  const kind = label.toLowerCase();
  const setPart = (key: keyof ManualAddress, part: string) => {
    const next = { ...parts, [key]: part };
    setParts(next);
    const input = manualAddressInput(next);
    onChange(input.string ? input : null);
  };
  const fields: (readonly [keyof ManualAddress, string])[] = [
    ...ADDRESS_PARTS,
    ['flat', 'Офис или квартира'],
  ];

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {onOneLine ? (
          <Anchor component="button" type="button" size="xs" onClick={onOneLine}>
            Ввести одной строкой
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed">
            Введите адрес по частям
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map(([key, partLabel]) => (
          <TextInput
            key={key}
            label={partLabel}
            aria-label={`${partLabel} (${kind})`}
            value={parts[key]}
            inputMode={key === 'postcode' ? 'numeric' : undefined}
            maxLength={key === 'postcode' ? 6 : undefined}
            onChange={(event) => setPart(key, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : value?.string ? (
        <Text size="xs" c="dimmed">
          Получится: {value.string}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One line with DaData hints; a picked hint carries the structured parts. */
function HintedAddressInput({
  label,
  value,
  onChange,
  error,
  onManual,
}: AddressFieldProps & { onManual: () => void }) {
  const [text, setText] = useState(value?.string ?? '');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const hints = useAddressHints(debounced);
  const byLine = new Map((hints.data?.data ?? []).map((item) => [item.string, item]));
  return (
    <Stack gap={4}>
      <Autocomplete
        label={label}
        placeholder="Начните вводить: город, улица, дом"
        value={text}
        data={[...byLine.keys()]}
        filter={({ options }) => options}
        rightSection={hints.isFetching ? <Loader size={16} aria-label="Ищем адрес" /> : null}
        error={error}
        onChange={(line) => {
          setText(line);
          onChange(byLine.get(line) ?? (line.trim() ? { string: line.trim() } : null));
        }}
      />
      <Anchor component="button" type="button" size="xs" onClick={onManual} w="fit-content">
        Заполнить по частям
      </Anchor>
    </Stack>
  );
}

/**
 * An address with DaData hints when the server has them (GET /addresses/suggest), and structured
 * manual fields when it answers `manual: true` or the user prefers to type the parts.
 */
export function AddressField(props: AddressFieldProps) {
  const [manualChosen, setManualChosen] = useState(false);
  const available = useAddressHintsAvailable();
  const hintsOff = available.data === false;
  // Until the server says whether it has hints, neither input shows: the one-line input would
  // turn into the parts under the user's hands (and a click on «Заполнить по частям» miss).
  if (available.isPending) return <Skeleton height={60} radius="sm" />;
  if (manualChosen || hintsOff) {
    return (
      <ManualAddressFields {...props} onOneLine={hintsOff ? null : () => setManualChosen(false)} />
    );
  }
  return <HintedAddressInput {...props} onManual={() => setManualChosen(true)} />;
}

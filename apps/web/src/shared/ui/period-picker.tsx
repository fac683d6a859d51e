import {
  PERIOD_PRESET_NAMES,
  PERIOD_PRESETS,
  presetRange,
  type DateRange,
  type PeriodPreset,
} from '@kabinet/domain/analytics';
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { isUsableRange } from '../lib/use-period-params.ts';

/**
 * The period of a figures page — this month, quarter, year, the last 12 months, or
 * «Свой период» with two dates (plain date inputs: no calendar library in the page budget).
 */
export function PeriodPicker(props: {
  range: DateRange;
  preset: PeriodPreset | 'custom';
  today: string;
  onChange: (range: DateRange) => void;
}) {
  const [custom, setCustom] = useState(props.preset === 'custom');
  const [draft, setDraft] = useState(props.range);
  const choice = custom ? 'custom' : props.preset;
  const problem =
    draft.from && draft.to && !isUsableRange(draft)
      ? 'Начало не позже конца, период не длиннее 36 месяцев.'
      : null;

  const pick = (value: string) => {
    if (value === 'custom') {
      setCustom(true);
      setDraft(props.range);
      return;
    }
    setCustom(false);
    props.onChange(presetRange(value as PeriodPreset, props.today));
  };
  const edit = (next: DateRange) => {
    setDraft(next);
    if (isUsableRange(next)) props.onChange(next);
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Период"
        value={choice}
        onChange={pick}
        data={[...PERIOD_PRESETS, 'custom' as const].map((value) => ({
          value,
          label: PERIOD_PRESET_NAMES[value],
        }))}
        size="xs"
        fullWidth
        style={{ maxWidth: 560 }}
      />
      {custom && (
        <Group gap="sm" align="flex-start">
          <TextInput
            type="date"
            label="С"
            value={draft.from}
            onChange={(event) => edit({ ...draft, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="По"
            value={draft.to}
            onChange={(event) => edit({ ...draft, to: event.currentTarget.value })}
            error={problem}
          />
        </Group>
      )}
      {!custom && (
        <Text size="sm" c="dimmed">
          {formatRange(props.range)}
        </Text>
      )}
    </Stack>
  );
}

/** «01.10.2026 — 31.12.2026». */
export function formatRange(range: DateRange): string {
  const ru = (date: string) => date.split('-').reverse().join('.');
  return `${ru(range.from)} — ${ru(range.to)}`;
}

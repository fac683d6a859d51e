import {
  paramLabel,
  type Tariff,
  type TariffParam,
  type TariffParamSettings,
} from '@kabinet/domain/tariffs';
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';

import { formatSettingValue, parseSettingValue } from '../model.ts';

interface ParamSettingsProps {
  param: TariffParam;
  params: readonly TariffParam[];
  tariffs: readonly Tariff[];
  onChange: (patch: Partial<TariffParamSettings>) => void;
}

function ValueInput(props: {
  label: string;
  description: string;
  value: TariffParamSettings['default_value'];
  onChange: (value: TariffParamSettings['default_value']) => void;
}) {
  const [text, setText] = useState(formatSettingValue(props.value));
  return (
    <TextInput
      label={props.label}
      description={props.description}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        props.onChange(parseSettingValue(event.currentTarget.value));
      }}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

/** Dependencies and defaults of a param (TARIFF-PRICING §1). */
export function ParamSettings({ param, params, tariffs, onChange }: ParamSettingsProps) {
  const settings = param.settings ?? {};
  const parent = settings.parent_id == null ? null : String(settings.parent_id);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Зависит от параметра"
        description="Параметр считается, только пока у родителя есть значение"
        placeholder="Ни от какого"
        clearable
        data={params
          .filter((item) => item.id !== param.id)
          .map((item) => ({ value: String(item.id), label: paramLabel(item.slug) }))}
        value={parent}
        onChange={(value) => onChange({ parent_id: value === null ? null : Number(value) })}
      />
      <MultiSelect
        label="Не считать в тарифах"
        description="Для этих тарифов параметр пропускается"
        placeholder="Считать во всех"
        data={tariffs.map((tariff) => ({ value: tariff.slug, label: tariff.name }))}
        value={(settings.tariffs_to_skip ?? []).map((item) => {
          const tariff = tariffs.find((t) => t.slug === item || String(t.id) === String(item));
          return tariff ? tariff.slug : String(item);
        })}
        onChange={(value) => onChange({ tariffs_to_skip: value })}
      />
      <ValueInput
        label="Значение по умолчанию"
        description='С него начинается мастер. JSON: "client", 1, false, []'
        value={settings.default_value}
        onChange={(value) => onChange({ default_value: value })}
      />
      <ValueInput
        label="Значение вместо пустого"
        description="Подставляется при отправке, если ответа нет"
        value={settings.not_empty_value}
        onChange={(value) => onChange({ not_empty_value: value })}
      />
    </SimpleGrid>
  );
}

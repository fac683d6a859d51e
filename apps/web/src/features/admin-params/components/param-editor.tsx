import type {
  Tariff,
  TariffParam,
  TariffParamOption,
  TariffParamSettings,
} from '@kabinet/domain/tariffs';
import { Stack } from '@mantine/core';
import { memo } from 'react';

import { OptionTable } from './option-table.tsx';
import { ParamSettings } from './param-settings.tsx';

export type OptionChange = (
  paramId: number,
  index: number,
  patch: Partial<TariffParamOption>,
) => void;
export type SettingsChange = (paramId: number, patch: Partial<TariffParamSettings>) => void;

interface ParamEditorProps {
  param: TariffParam;
  params: readonly TariffParam[];
  tariffs: readonly Tariff[];
  onOption: OptionChange;
  onSettings: SettingsChange;
}

/**
 * The options and settings of one open param. Memoised: a keystroke in one param re-renders
 * that param's inputs, not the hundreds of the others.
 */
export const ParamEditor = memo(function ParamEditor({
  param,
  params,
  tariffs,
  onOption,
  onSettings,
}: ParamEditorProps) {
  return (
    <Stack gap="md">
      <OptionTable param={param} onChange={(index, patch) => onOption(param.id, index, patch)} />
      <ParamSettings
        param={param}
        params={params}
        tariffs={tariffs}
        onChange={(patch) => onSettings(param.id, patch)}
      />
    </Stack>
  );
});

import type { Setting } from '@kabinet/domain/settings';
import { ActionIcon, Group, NumberInput, Switch, TextInput, Tooltip } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';

interface SettingControlProps {
  setting: Setting;
  error: string | undefined;
  onChange: (value: Setting['value']) => void;
  onReset: () => void;
}

/** One setting: the control for its type, its validation message and a reset to default. */
export function SettingControl({ setting, error, onChange, onReset }: SettingControlProps) {
  // The description is not shown: the theme's («Тёмное оформление интерфейса») would repeat the
  // section title «Оформление», and the label alone says what the switch does.
  const { label } = setting.metadata;
  const common = { label, error };

  let control;
  if (setting.type === 'boolean') {
    control = (
      <Switch
        {...common}
        size="md"
        // Mantine stretches the hidden input over the label; keep it over the track so the label
        // text itself is the click target (as users and tests expect).
        styles={{ input: { width: 46, height: 24 } }}
        checked={setting.value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  } else if (setting.type === 'number') {
    control = (
      <NumberInput
        {...common}
        value={typeof setting.value === 'number' ? setting.value : ''}
        onChange={(value) => onChange(typeof value === 'number' ? value : null)}
      />
    );
  } else {
    control = (
      <TextInput
        {...common}
        value={typeof setting.value === 'string' ? setting.value : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <div style={{ flex: 1 }}>{control}</div>
      <Tooltip label="Вернуть по умолчанию" withinPortal>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onReset}
          disabled={!setting.isModified}
          aria-label={`Вернуть по умолчанию: ${label}`}
        >
          <IconRestore size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

import type { ParamValue, TariffParam } from '@kabinet/domain/tariffs';
import { Checkbox, Group, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { chosenOption, optionText as text, optionValue } from '../model.ts';
import cardClasses from '../../../shared/ui/choice-card.module.css';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice.tsx';

interface ChoiceProps {
  param: TariffParam;
  label: string;
  value: ParamValue | undefined;
  onChange: (value: ParamValue) => void;
}

/** RADIO: options as cards, each with its full label (several lines fit on phones). */
export function RadioCards({ param, label, value, onChange }: ChoiceProps) {
  const chosen = chosenOption(param, value);
  return (
    <Radio.Group
      label={label}
      value={chosen ? text(chosen.value) : null}
      onChange={(next) => onChange(optionValue(param, next))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {param.options.map((option) => (
          <Radio.Card
            className={cardClasses.card}
            key={text(option.value)}
            value={text(option.value)}
            p="md"
            radius="md"
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={500} size="sm">
                  {option.short_label ?? option.label}
                </Text>
                {option.short_label && option.label ? (
                  <Text size="xs" c="dimmed">
                    {option.label}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** RADIO_BTN: a segmented control of short labels, the chosen option's full label under it. */
export function Segmented({ param, label, value, onChange }: ChoiceProps) {
  const chosen = chosenOption(param, value);
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm" id={`param-${param.slug}`}>
        {label}
      </Text>
      <SegmentedChoice
        labelledBy={`param-${param.slug}`}
        value={chosen ? text(chosen.value) : ''}
        onChange={(next) => onChange(optionValue(param, next))}
        data={param.options.map((option) => ({
          value: text(option.value),
          label: option.short_label ?? option.label ?? text(option.value),
        }))}
      />
      <Text size="xs" c="dimmed" mih={18}>
        {chosen ? chosen.label : 'Выберите вариант'}
      </Text>
    </Stack>
  );
}

/** CHECKBOX: one option is a yes/no switch (true/false), several are a list of checkboxes. */
export function Checkboxes({ param, label, value, onChange }: ChoiceProps) {
  const [single] = param.options;
  if (param.options.length === 1 && single) {
    return (
      <Stack gap={6}>
        <Text fw={500} size="sm">
          {label}
        </Text>
        <Switch
          size="md"
          label={single.label ?? label}
          checked={value === true || (Array.isArray(value) && value.length > 0)}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </Stack>
    );
  }
  const list = Array.isArray(value) ? value.map(text) : [];
  return (
    <Checkbox.Group
      label={label}
      value={list}
      onChange={(next) =>
        onChange(
          param.options.filter((o) => next.includes(text(o.value))).map((option) => option.value),
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {param.options.map((option) => (
          <Checkbox.Card
            className={cardClasses.card}
            key={text(option.value)}
            value={text(option.value)}
            p="md"
            radius="md"
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox.Indicator />
              <Text size="sm">{option.label ?? option.short_label}</Text>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

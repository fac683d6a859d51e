import { paramLabel, type TariffParam, type TariffWizardStep } from '@kabinet/domain/tariffs';
import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import type { EditableCatalogue } from '../model.ts';
import { ParamEditor, type OptionChange, type SettingsChange } from './param-editor.tsx';

const TYPE_NAMES: Record<TariffParam['type'], string> = {
  RADIO: 'Один из списка',
  RADIO_BTN: 'Переключатель',
  CHECKBOX: 'Флажки',
  COUNTER: 'Счётчик',
  COMPARISON: 'Диапазоны',
  HIDDEN: 'Скрытый',
  USERS: 'Пользователи',
  TARIFFS: 'Выбор тарифа',
};

interface ParamsPanelProps {
  steps: readonly TariffWizardStep[];
  catalogue: EditableCatalogue;
  onOption: OptionChange;
  onSettings: SettingsChange;
}

/**
 * The params by wizard step; each opens to its options and its settings. Only open params
 * render their editors: all of them at once are over 400 inputs, whose renders froze a busy
 * machine's page for seconds (long tasks of 2–2.6 s at 8× CPU throttling).
 */
export function ParamsPanel({ steps, catalogue, onOption, onSettings }: ParamsPanelProps) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Stack gap="lg">
      {steps.map((step) => {
        const params = step.param_slugs
          .map((slug) => catalogue.params.find((param) => param.slug === slug))
          .filter((param): param is TariffParam => param !== undefined);
        return (
          <section key={step.number} aria-labelledby={`admin-step-${step.number}`}>
            <Title order={2} size="h5" mb="xs" id={`admin-step-${step.number}`}>
              {step.number}. {step.title}
            </Title>
            <Accordion variant="separated" multiple value={open} onChange={setOpen}>
              {params.map((param) => (
                <Accordion.Item key={param.id} value={param.slug}>
                  <Accordion.Control>
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={500}>{paramLabel(param.slug)}</Text>
                      <Badge variant="light" color="gray" size="sm" tt="none" visibleFrom="sm">
                        {TYPE_NAMES[param.type]}
                      </Badge>
                      <Text size="xs" c="dimmed" ff="monospace" visibleFrom="sm">
                        {param.slug}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    {open.includes(param.slug) ? (
                      <ParamEditor
                        param={param}
                        params={catalogue.params}
                        tariffs={catalogue.tariffs}
                        onOption={onOption}
                        onSettings={onSettings}
                      />
                    ) : null}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        );
      })}
    </Stack>
  );
}

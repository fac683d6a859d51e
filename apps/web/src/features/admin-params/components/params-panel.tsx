import {
  paramLabel,
  type TariffParam,
  type TariffParamOption,
  type TariffParamSettings,
  type TariffWizardStep,
} from '@kabinet/domain/tariffs';
import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';

import type { EditableCatalogue } from '../model.ts';
import { OptionTable } from './option-table.tsx';
import { ParamSettings } from './param-settings.tsx';

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
  onOption: (paramId: number, index: number, patch: Partial<TariffParamOption>) => void;
  onSettings: (paramId: number, patch: Partial<TariffParamSettings>) => void;
}

/** The params by wizard step; each opens to its options and its settings. */
export function ParamsPanel({ steps, catalogue, onOption, onSettings }: ParamsPanelProps) {
  return (
    <Stack gap="lg">
      {steps.map((step) => {
        const params = step.param_slugs
          .map((slug) => catalogue.params.find((param) => param.slug === slug))
          .filter((param): param is TariffParam => param !== undefined);
        return (
          <section key={step.number} aria-labelledby={`admin-step-${step.number}`}>
            <Title order={3} size="h5" mb="xs" id={`admin-step-${step.number}`}>
              {step.number}. {step.title}
            </Title>
            <Accordion variant="separated" multiple>
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
                    <Stack gap="md">
                      <OptionTable
                        param={param}
                        onChange={(index, patch) => onOption(param.id, index, patch)}
                      />
                      <ParamSettings
                        param={param}
                        params={catalogue.params}
                        tariffs={catalogue.tariffs}
                        onChange={(patch) => onSettings(param.id, patch)}
                      />
                    </Stack>
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

import { Button, Grid, Group, Tabs } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { type AdminCatalogue, useSaveCatalogue } from '../api.ts';
import {
  changedTariffs,
  type EditableCatalogue,
  paramsChanged,
  updateOption,
  updateSettings,
  updateTariff,
} from '../model.ts';
import type { OptionChange, SettingsChange } from './param-editor.tsx';
import { ParamsPanel } from './params-panel.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { TariffEditor } from './tariff-editor.tsx';

/** The edited copy and its change handlers, stable so untouched params skip their renders. */
function useEditedCatalogue(saved: AdminCatalogue) {
  const [edited, setEdited] = useState<EditableCatalogue>(saved);
  const onOption = useCallback<OptionChange>(
    (id, index, patch) => setEdited((c) => updateOption(c, id, index, patch)),
    [],
  );
  const onSettings = useCallback<SettingsChange>(
    (id, patch) => setEdited((c) => updateSettings(c, id, patch)),
    [],
  );
  return { edited, setEdited, onOption, onSettings };
}

/** Edits a copy of the catalogue, previews it with the engine, and saves what changed. */
export function CatalogueEditor({ saved }: { saved: AdminCatalogue }) {
  const { edited, setEdited, onOption, onSettings } = useEditedCatalogue(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCatalogue();
  const params = paramsChanged(saved.params, edited.params);
  const tariffs = changedTariffs(saved.tariffs, edited.tariffs);
  const dirty = params || tariffs.length > 0;

  const submit = () => {
    setError(null);
    save.mutate(
      { params: params ? edited.params : null, tariffs },
      {
        onSuccess: (data) => {
          setEdited(data);
          showToast({ type: 'positive', message: 'Параметры сохранены' });
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Параметры тарифов"
        description="Цены и правила калькулятора. Подключённые тарифы сохраняют согласованную цену."
        actions={
          <Group gap="sm">
            <Button variant="default" disabled={!dirty} onClick={() => setEdited(saved)}>
              Отменить изменения
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={!dirty}
              loading={save.isPending}
              onClick={submit}
            >
              Сохранить
            </Button>
          </Group>
        }
      />
      <FormAlert message={error} />
      <Grid gutter="lg" align="flex-start" mt={error ? 'md' : 0}>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Tabs defaultValue="params" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="params">Параметры и варианты</Tabs.Tab>
              <Tabs.Tab value="tariffs">Тарифы и свои цены</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="params">
              <ParamsPanel
                steps={saved.steps}
                catalogue={edited}
                onOption={onOption}
                onSettings={onSettings}
              />
            </Tabs.Panel>
            <Tabs.Panel value="tariffs">
              {edited.tariffs.map((tariff) => (
                <div key={tariff.id} style={{ marginBottom: 16 }}>
                  <TariffEditor
                    tariff={tariff}
                    params={edited.params}
                    onChange={(next) => setEdited((c) => updateTariff(c, tariff.id, () => next))}
                  />
                </div>
              ))}
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PreviewPanel saved={saved} edited={edited} />
        </Grid.Col>
      </Grid>
    </>
  );
}

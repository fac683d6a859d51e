import { initialWizardValues } from '@kabinet/domain/tariffs';
import { Alert, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';

import { type EditableCatalogue, previewCalculation, SAMPLE_ANSWERS } from '../model.ts';
import { PreviewTable } from './preview-table.tsx';

const PERIODS = ['1', '3', '6', '12'].map((value) => ({ value, label: `${value} мес.` }));

/** Prices of a sample client with the edited catalogue against the saved one (same engine). */
export function PreviewPanel({
  saved,
  edited,
}: {
  saved: EditableCatalogue;
  edited: EditableCatalogue;
}) {
  const [sampleKey, setSampleKey] = useState(SAMPLE_ANSWERS[0]?.key ?? '');
  const [months, setMonths] = useState('1');
  const values = useMemo(
    () =>
      (SAMPLE_ANSWERS.find((item) => item.key === sampleKey) ?? SAMPLE_ANSWERS[0])?.values ?? {},
    [sampleKey],
  );
  const before = useMemo(
    () => previewCalculation(saved, initialWizardValues(saved.params), values),
    [saved, values],
  );
  const after = useMemo(
    () => previewCalculation(edited, initialWizardValues(edited.params), values),
    [edited, values],
  );
  return (
    <Paper
      withBorder
      p="md"
      style={{ position: 'sticky', top: 80 }}
      aria-labelledby="admin-preview-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h5" id="admin-preview-title">
          Предпросмотр цен
        </Title>
        <Select
          label="Пример клиента"
          data={SAMPLE_ANSWERS.map((item) => ({ value: item.key, label: item.label }))}
          value={sampleKey}
          onChange={(value) => setSampleKey(value ?? sampleKey)}
          allowDeselect={false}
        />
        <SegmentedControl
          size="xs"
          value={months}
          onChange={setMonths}
          data={PERIODS}
          aria-label="Срок оплаты"
        />
        {after.complete ? (
          <PreviewTable
            tariffs={edited.tariffs}
            before={before}
            after={after}
            months={Number(months)}
          />
        ) : (
          <Alert color="orange" variant="light">
            Пример не отвечает на параметры: {after.missing.join(', ')}
          </Alert>
        )}
        {after.problems.length > 0 ? (
          <Alert color="red" variant="light" title="Не хватает цен">
            {after.problems.map((problem) => (
              <div key={problem}>{problem}</div>
            ))}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          Цены считаются так же, как их увидит клиент в подборе тарифа. Пример — новая компания,
          поэтому цены первого месяца учтены. Зачёркнуто — цена до ваших правок.
        </Text>
      </Stack>
    </Paper>
  );
}

import {
  ADJUSTMENT_KIND_NAMES,
  ADJUSTMENT_KINDS,
  type Adjustment,
  type AdjustmentKind,
} from '@kabinet/domain/management-accounting';
import { monthName } from '@kabinet/domain/shared';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useAdjustments, useDeleteAdjustment } from '../api.ts';
import { AdjustmentsTable } from './adjustments-table.tsx';
import { useAdjustmentDraft, type AdjustmentDraft } from './use-adjustment-draft.ts';

/** The month, the figure's kind, its sum and a comment. */
function AdjustmentFields({
  draft,
  errors,
  onChange,
}: {
  draft: AdjustmentDraft;
  errors: Record<string, string>;
  onChange: (draft: AdjustmentDraft) => void;
}) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        type="month"
        label="Месяц"
        value={draft.month}
        onChange={(e) => onChange({ ...draft, month: e.currentTarget.value })}
        error={errors.month}
      />
      <Select
        label="Показатель"
        value={draft.kind}
        onChange={(value) => value && onChange({ ...draft, kind: value as AdjustmentKind })}
        data={ADJUSTMENT_KINDS.map((value) => ({ value, label: ADJUSTMENT_KIND_NAMES[value] }))}
        allowDeselect={false}
        error={errors.kind}
      />
      <TextInput
        label="Сумма, ₽"
        inputMode="decimal"
        value={draft.amount}
        onChange={(e) => onChange({ ...draft, amount: e.currentTarget.value })}
        error={errors.amount_kopecks}
      />
      <TextInput
        label="Комментарий"
        value={draft.comment}
        onChange={(e) => onChange({ ...draft, comment: e.currentTarget.value })}
        error={errors.comment}
      />
    </Group>
  );
}

/** The entered figures, each editable or removable after a confirmation. */
function AdjustmentsList({
  companyId,
  onEdit,
}: {
  companyId: number;
  onEdit: (item: Adjustment) => void;
}) {
  const list = useAdjustments(companyId);
  const remove = useDeleteAdjustment(companyId);
  const { confirm, dialog } = useConfirm();
  const removeItem = async (item: Adjustment) => {
    const sure = await confirm({
      title: 'Удалить данные?',
      message: `«${item.kind_name}» (${monthName(item.month)}) пропадёт из графиков клиента.`,
      confirmLabel: 'Удалить',
    });
    if (sure) remove.mutate(item.id, { onError: showErrorToast });
  };
  return (
    <>
      {dialog}
      <QueryContent query={list} shape="table" label="Загрузка данных для графиков">
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed" size="sm">
              Данных ещё нет.
            </Text>
          ) : (
            <AdjustmentsTable
              items={data}
              onEdit={onEdit}
              onRemove={(item) => void removeItem(item)}
            />
          )
        }
      </QueryContent>
    </>
  );
}

/**
 * Staff: figures the statement cannot know — receivables and payables at a month's
 * end, revenue and expense corrections — for the client's graphs. One per month and kind.
 */
export function AdjustmentsSection({ companyId }: { companyId: number }) {
  const { draft, setDraft, errors, formError, edit, submit, saving, reset } =
    useAdjustmentDraft(companyId);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="adjustments-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="adjustments-title">
          Данные для графиков
        </Title>
        <Text size="sm" c="dimmed">
          Задолженность на конец месяца и корректировки выручки и расходов к данным выписок.
        </Text>
        <AdjustmentFields draft={draft} errors={errors} onChange={setDraft} />
        {formError && <FormAlert message={formError} />}
        <Group gap="sm">
          <Button onClick={submit} loading={saving}>
            {draft.id === null ? 'Внести' : 'Сохранить'}
          </Button>
          {draft.id !== null && (
            <Button variant="default" onClick={reset}>
              Отмена
            </Button>
          )}
        </Group>
        <AdjustmentsList companyId={companyId} onEdit={edit} />
      </Stack>
    </Paper>
  );
}

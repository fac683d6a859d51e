import {
  ADJUSTMENT_KIND_NAMES,
  ADJUSTMENT_KINDS,
  adjustmentBodySchema,
  type Adjustment,
  type AdjustmentKind,
} from '@kabinet/domain/management-accounting';
import { kopecksToDecimal, parseKopecks } from '@kabinet/domain/money';
import { monthName } from '@kabinet/domain/shared';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

import { describeError, splitFormError } from '../../../shared/lib/error-message.ts';
import { messagesByField } from '../../../shared/lib/zod-form.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useAdjustments, useDeleteAdjustment, useSaveAdjustment } from '../api.ts';
import { AdjustmentsTable } from './adjustments-table.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

const EMPTY = {
  id: null as number | null,
  month: '',
  kind: 'receivables' as AdjustmentKind,
  amount: '',
  comment: '',
};

/**
 * Staff: figures the statement cannot know — receivables and payables at a month's
 * end, revenue and expense corrections — for the client's graphs. One per month and kind.
 */
export function AdjustmentsSection({ companyId }: { companyId: number }) {
  const list = useAdjustments(companyId);
  const save = useSaveAdjustment(companyId);
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
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const edit = (item: Adjustment) =>
    setDraft({
      id: item.id,
      month: item.month,
      kind: item.kind,
      amount: kopecksToDecimal(item.amount_kopecks).replace('.', ','),
      comment: item.comment,
    });

  const submit = () => {
    const amount = parseKopecks(draft.amount);
    const parsed = adjustmentBodySchema.safeParse({
      month: draft.month,
      kind: draft.kind,
      amount_kopecks: amount ?? undefined,
      comment: draft.comment,
    });
    setFormError(null);
    if (!parsed.success) return setErrors(messagesByField(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: draft.id, body: parsed.data },
      {
        onSuccess: () => setDraft(EMPTY),
        onError: (error) => {
          const split = splitFormError(error, ['month', 'kind', 'amount_kopecks', 'comment']);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="adjustments-title">
      {dialog}
      <Stack gap="sm">
        <Title order={3} size="h5" id="adjustments-title">
          Данные для графиков
        </Title>
        <Text size="sm" c="dimmed">
          Задолженность на конец месяца и корректировки выручки и расходов к данным выписок.
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="month"
            label="Месяц"
            value={draft.month}
            onChange={(e) => setDraft({ ...draft, month: e.currentTarget.value })}
            error={errors.month}
          />
          <Select
            label="Показатель"
            value={draft.kind}
            onChange={(value) => value && setDraft({ ...draft, kind: value as AdjustmentKind })}
            data={ADJUSTMENT_KINDS.map((value) => ({ value, label: ADJUSTMENT_KIND_NAMES[value] }))}
            allowDeselect={false}
            error={errors.kind}
          />
          <TextInput
            label="Сумма, ₽"
            inputMode="decimal"
            value={draft.amount}
            onChange={(e) => setDraft({ ...draft, amount: e.currentTarget.value })}
            error={errors.amount_kopecks}
          />
          <TextInput
            label="Комментарий"
            value={draft.comment}
            onChange={(e) => setDraft({ ...draft, comment: e.currentTarget.value })}
            error={errors.comment}
          />
        </Group>
        {formError && <FormAlert message={formError} />}
        <Group gap="sm">
          <Button onClick={submit} loading={save.isPending}>
            {draft.id === null ? 'Внести' : 'Сохранить'}
          </Button>
          {draft.id !== null && (
            <Button variant="default" onClick={() => setDraft(EMPTY)}>
              Отмена
            </Button>
          )}
        </Group>
        {list.isPending ? (
          <ContentSkeleton shape="table" label="Загрузка данных для графиков" />
        ) : list.isError ? (
          <FormAlert message={describeError(list.error)} />
        ) : list.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            Данных ещё нет.
          </Text>
        ) : (
          <AdjustmentsTable
            items={list.data}
            onEdit={edit}
            onRemove={(item) => void removeItem(item)}
          />
        )}
      </Stack>
    </Paper>
  );
}

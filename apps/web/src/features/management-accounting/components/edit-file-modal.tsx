import {
  updateManagementFileBodySchema,
  type ManagementFile,
  type ManagementPeriodType,
} from '@kabinet/domain/management-accounting';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { messagesByField } from '../../../shared/lib/zod-form.ts';
import { ConfirmFrame } from '../../../shared/ui/dialog-frames.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useUpdateManagementFile } from '../api.ts';
import { PeriodFields } from './period-fields.tsx';

const FIELDS = ['title', 'comment', 'period_type', 'period'];

/** Issue 15 staff: change a report's title, period and comment (the file stays). */
export function EditFileModal(props: { file: ManagementFile; onClose: () => void }) {
  const update = useUpdateManagementFile(props.file.company_id);
  const [title, setTitle] = useState(props.file.title);
  const [comment, setComment] = useState(props.file.comment);
  const [type, setType] = useState<ManagementPeriodType>(props.file.period_type);
  const [period, setPeriod] = useState(props.file.period);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = () => {
    const body = { title, comment, period_type: type, period };
    const parsed = updateManagementFileBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(messagesByField(parsed.error.issues));
    update.mutate(
      { id: props.file.id, body: parsed.data },
      {
        onSuccess: props.onClose,
        onError: (error) => {
          const split = splitFormError(error, FIELDS);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };

  return (
    <ConfirmFrame opened onClose={props.onClose} title="Изменить отчёт">
      <Stack gap="sm">
        <TextInput
          label="Название"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <PeriodFields
          type={type}
          period={period}
          error={errors.period}
          onChange={(nextType, nextPeriod) => {
            setType(nextType);
            setPeriod(nextPeriod);
          }}
        />
        <Textarea
          label="Комментарий для клиента"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={errors.comment}
          autosize
          minRows={2}
        />
        {formError && <FormAlert message={formError} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Отмена
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </ConfirmFrame>
  );
}

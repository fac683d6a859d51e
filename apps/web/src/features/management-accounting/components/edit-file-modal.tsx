import {
  updateManagementFileBodySchema,
  type ManagementFile,
} from '@kabinet/domain/management-accounting';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { messagesByField } from '../../../shared/lib/zod-form.ts';
import { ConfirmFrame } from '../../../shared/ui/dialog-frames.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useUpdateManagementFile } from '../api.ts';
import { ReportDetailsFields, type ReportDetails } from './report-details-fields.tsx';

const FIELDS = ['title', 'comment', 'period_type', 'period'];

/** Staff: change a report's title, period and comment (the file stays). */
export function EditFileModal(props: { file: ManagementFile; onClose: () => void }) {
  const update = useUpdateManagementFile(props.file.company_id);
  const [details, setDetails] = useState<ReportDetails>({
    title: props.file.title,
    comment: props.file.comment,
    period_type: props.file.period_type,
    period: props.file.period,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = () => {
    const parsed = updateManagementFileBodySchema.safeParse(details);
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
        <ReportDetailsFields
          value={details}
          errors={errors}
          onChange={(patch) => setDetails((current) => ({ ...current, ...patch }))}
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

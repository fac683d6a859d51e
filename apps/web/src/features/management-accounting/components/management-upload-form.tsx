import { percentOf } from '@kabinet/domain/shared';
import {
  MANAGEMENT_FILE_UPLOAD,
  MANAGEMENT_REPORT_KIND_NAMES,
  MANAGEMENT_REPORT_KINDS,
  uploadManagementFileFieldsSchema,
  type ManagementReportKind,
} from '@kabinet/domain/management-accounting';
import { Button, FileInput, Paper, Progress, Select, Stack, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { messagesByField } from '../../../shared/lib/zod-form.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useUploadManagementFile } from '../api.ts';
import { ReportDetailsFields, type ReportDetails } from './report-details-fields.tsx';

const FIELDS = ['file', 'kind', 'period_type', 'period', 'title', 'comment'];

/** Staff: publish a management report — the client is notified at once. */
export function ManagementUploadForm({ companyId }: { companyId: number }) {
  const upload = useUploadManagementFile(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<ManagementReportKind>('pnl');
  const [details, setDetails] = useState<ReportDetails>({
    period_type: 'month',
    period: '',
    title: '',
    comment: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const submit = () => {
    const fields = { kind, ...details };
    const parsed = uploadManagementFileFieldsSchema.safeParse(fields);
    const found = parsed.success ? {} : messagesByField(parsed.error.issues);
    if (!file) found.file = 'Приложите файл отчёта.';
    setErrors(found);
    setFormError(null);
    if (!file || Object.keys(found).length > 0) return;
    upload.mutate(
      { ...fields, file, onProgress: setProgress },
      {
        onSuccess: () => {
          showToast({ type: 'positive', message: 'Отчёт опубликован, клиент получит уведомление' });
          setFile(null);
          setDetails((current) => ({ ...current, title: '', comment: '' }));
        },
        onError: (error) => {
          const split = splitFormError(error, FIELDS);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="management-upload-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="management-upload-title">
          Опубликовать отчёт
        </Title>
        <FileInput
          label="Файл отчёта (PDF или XLSX, до 20 МБ)"
          accept={MANAGEMENT_FILE_UPLOAD.extensions.map((ext) => `.${ext}`).join(',')}
          value={file}
          onChange={setFile}
          error={errors.file}
          clearable
          leftSection={<IconUpload size={16} />}
        />
        <Select
          label="Вид отчёта"
          value={kind}
          onChange={(value) => value && setKind(value as ManagementReportKind)}
          data={MANAGEMENT_REPORT_KINDS.map((value) => ({
            value,
            label: MANAGEMENT_REPORT_KIND_NAMES[value],
          }))}
          allowDeselect={false}
          error={errors.kind}
        />
        <ReportDetailsFields
          value={details}
          errors={errors}
          onChange={(patch) => setDetails((current) => ({ ...current, ...patch }))}
          titleDescription="Если пусто — «Вид — период»"
        />
        {upload.isPending && (
          <Progress value={Math.round(percentOf(progress, 1))} aria-label="Загрузка отчёта" />
        )}
        {formError && <FormAlert message={formError} />}
        <Button onClick={submit} loading={upload.isPending} w="fit-content">
          Опубликовать
        </Button>
      </Stack>
    </Paper>
  );
}

import { acceptAttribute, COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import {
  canAttachReceipt,
  canReplaceReportFile,
  nextReportStatuses,
  REPORT_STATUS_NAMES,
  type Report,
  type ReportFileSlot,
  type ReportStatus,
} from '@kabinet/domain/reports';
import { Button, FileButton, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useMoveReport, useUploadReportFile } from '../api.ts';

const ACCEPT = acceptAttribute(COMPANY_DOCUMENT_UPLOAD);

/** The staff's upload of the report file or the receipt, when the status allows it. */
function UploadButton({ report, slot }: { report: Report; slot: ReportFileSlot }) {
  const upload = useUploadReportFile(report.company_id, report.id);
  const allowed =
    slot === 'report' ? canReplaceReportFile(report.status) : canAttachReceipt(report.status);
  if (!allowed) return null;
  const label =
    slot === 'report'
      ? report.file
        ? 'Заменить файл отчёта'
        : 'Загрузить файл отчёта'
      : 'Приложить квитанцию или протокол';
  return (
    <Stack gap={4}>
      <FileButton accept={ACCEPT} onChange={(file) => file && upload.mutate({ slot, file })}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} />}
            loading={upload.isPending}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {upload.isError ? <FormAlert message={describeError(upload.error)} /> : null}
    </Stack>
  );
}

/**
 * Staff: upload the report and the receipt, move the status (only the domain's allowed
 * moves are offered; a rejection or a request needs the reason the client will read).
 */
export function StaffReportActions({ report }: { report: Report }) {
  const move = useMoveReport(report.company_id, report.id);
  const options = nextReportStatuses(report.status);
  const [status, setStatus] = useState<ReportStatus | null>(null);
  const [comment, setComment] = useState('');
  const submit = () => {
    if (!status) return;
    move.mutate(
      { status, comment },
      {
        onSuccess: () => {
          setStatus(null);
          setComment('');
        },
      },
    );
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600}>Действия бухгалтера</Text>
        <Group gap="sm" wrap="wrap">
          <UploadButton report={report} slot="report" />
          <UploadButton report={report} slot="receipt" />
        </Group>
        {report.status === 'signing' && !report.signed_at ? (
          <Text size="sm" c="dimmed">
            Ждём подписи клиента: отправить отчёт можно после неё.
          </Text>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Select
              label="Новый статус"
              placeholder="Выберите статус"
              data={options.map((value) => ({ value, label: REPORT_STATUS_NAMES[value] }))}
              value={status}
              onChange={(value) => setStatus(value as ReportStatus | null)}
            />
            <Textarea
              label="Комментарий для клиента"
              autosize
              minRows={2}
              maxLength={1000}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            {move.isError ? <FormAlert message={describeError(move.error)} /> : null}
            <Button type="submit" disabled={!status} loading={move.isPending}>
              Сменить статус
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

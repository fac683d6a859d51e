import type { Report, ReportFile } from '@kabinet/domain/reports';
import { formatDateTime } from '@kabinet/domain/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { downloadWithToken } from '../../../shared/http/download.ts';
import { apiUrl } from '../../../shared/http/http.ts';
import { Fact } from '../../../shared/ui/fact.tsx';
import { SignCodeDialog } from '../../../shared/ui/sign-code-dialog.tsx';
import { StatusHistory } from '../../../shared/ui/status-history.tsx';
import { useSendReportSignCode, useSignReport } from '../api.ts';
import { formatIsoDate } from '../model.ts';

interface ReportDetailsProps {
  report: Report;
  /** The client signs a report «На подписании»; staff never do. */
  canSign?: boolean;
  /** The staff's actions (status, files), under the facts. */
  actions?: ReactNode;
}

function FileButton({ label, file }: { label: string; file: ReportFile | null }) {
  if (!file) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      onClick={() => void downloadWithToken(apiUrl(file.download_path), file.name)}
    >
      {label}: {file.name}
    </Button>
  );
}

/** One report — its facts, files, the sign-off and its history. */
export function ReportDetails({ report, canSign = false, actions }: ReportDetailsProps) {
  const [signing, setSigning] = useState(false);
  const send = useSendReportSignCode(report.company_id, report.id);
  const sign = useSignReport(report.company_id, report.id);
  const waitsForClient = report.status === 'signing' && !report.signed_at && report.file !== null;
  return (
    <Stack gap="md">
      <Group gap="xl" wrap="wrap">
        <Fact label="Период" value={report.period_name} />
        <Fact label="Срок сдачи" value={formatIsoDate(report.deadline)} />
        <Fact label="Статус" value={report.status_name} />
      </Group>
      {report.signed_at ? (
        <Text size="sm">
          Подписан {report.signer_name} {formatDateTime(report.signed_at)}
        </Text>
      ) : null}
      <Group gap="sm">
        <FileButton label="Отчёт" file={report.file} />
        <FileButton label="Квитанция" file={report.receipt} />
      </Group>
      {canSign && waitsForClient ? (
        <Button leftSection={<IconSignature size={16} />} onClick={() => setSigning(true)}>
          Подписать отчёт
        </Button>
      ) : null}
      {actions}
      <StatusHistory entries={report.history} />
      <SignCodeDialog
        opened={signing}
        onClose={() => setSigning(false)}
        title={`Подписать: ${report.kind_name} за ${report.period_name}`}
        explanation="Отчёт подписывается простой электронной подписью: мы отправим одноразовый код на вашу почту, а ввод кода подтверждает, что вы проверили отчёт и согласны с его отправкой."
        sendCode={() => send.mutateAsync(undefined)}
        sign={(code) => sign.mutateAsync({ code })}
      />
    </Stack>
  );
}

import { localDate } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { downloadPdf, reconciliationPdfUrl, useReconciliation } from '../api.ts';
import { lastMonthRange } from '../model.ts';

/** «Акт сверки»: a period, the balances from the ledger, and the PDF to download. */
export function ReconciliationForm({ companyId }: { companyId: number }) {
  const initial = lastMonthRange(localDate(new Date()));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [loading, setLoading] = useState(false);
  const valid = Boolean(from && to && from <= to);
  const answer = useReconciliation(companyId, from, to, valid);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Акт сверки
        </Title>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label="С"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="По"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!valid}
            loading={loading}
            onClick={() => {
              setLoading(true);
              downloadPdf(
                reconciliationPdfUrl(companyId, from, to),
                `Акт сверки ${from} — ${to}.pdf`,
              )
                .catch(showErrorToast)
                .finally(() => setLoading(false));
            }}
          >
            Скачать акт сверки
          </Button>
        </Group>
        {!valid ? <FormAlert message="Дата начала не позже даты окончания." /> : null}
        {answer.isError ? <FormAlert message={describeError(answer.error)} /> : null}
        {answer.data ? (
          <Stack gap={2}>
            <Text size="sm">Сальдо на начало: {formatKopecks(answer.data.opening_kopecks)}</Text>
            <Text size="sm">
              Начислено: {formatKopecks(answer.data.debit_turnover_kopecks)}, оплачено:{' '}
              {formatKopecks(answer.data.credit_turnover_kopecks)}
            </Text>
            <Text size="sm" fw={600}>
              {answer.data.closing_text}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

import { IMPORT_STATUS_NAMES, type OperationsImport } from '@kabinet/domain/operations';
import { formatDateTime } from '@kabinet/domain/shared';
import { Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { useImports, useUploadStatement } from '../api.ts';
import { importShare } from '../model.ts';

const MAX_BYTES = 80 * 1024 * 1024;

function ImportLine({ item }: { item: OperationsImport }) {
  const running = item.status === 'queued' || item.status === 'processing';
  const share = importShare({ uploaded: 1, processed: item.processed, total: item.total });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {item.file_name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(item.created_at)} · {IMPORT_STATUS_NAMES[item.status]}
        </Text>
      </Group>
      {running ? (
        <Progress
          value={share}
          animated
          aria-label={`Загрузка выписки ${item.file_name}: ${item.processed} из ${item.total}`}
        />
      ) : (
        <Text size="xs" c={item.status === 'failed' ? 'red' : 'dimmed'}>
          {item.status === 'failed'
            ? item.error
            : `Добавлено ${item.added}, уже были загружены ${item.skipped}`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Drop the bank's 1C statement; the bar shows the file going up, then the import's
 * lines as the server reports them (realtime, with a poll as fallback).
 */
export function StatementUpload({ companyId }: { companyId: number }) {
  const [uploaded, setUploaded] = useState(0);
  const upload = useUploadStatement(companyId, setUploaded);
  const imports = useImports(companyId);
  const recent = (imports.data ?? []).slice(0, 3);
  const [over, setOver] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  // A plain file button and drop target: the dropzone library cost this page ~10 KiB of script.
  const send = (file: File | null) => {
    if (!file) return;
    setTooLarge(file.size > MAX_BYTES);
    if (file.size <= MAX_BYTES) upload.mutate(file);
  };
  return (
    <Stack gap="sm">
      <Paper
        withBorder
        radius="lg"
        p="md"
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          setOver(false);
          send(event.dataTransfer.files[0] ?? null);
        }}
        style={{
          borderStyle: 'dashed',
          borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        }}
      >
        <Group justify="center" gap="md" mih={90}>
          <IconUpload size={32} stroke={1.5} aria-hidden />
          <Stack gap={2}>
            <Text fw={500}>Перетащите выписку из банка сюда или выберите файл</Text>
            <Text size="sm" c="dimmed">
              Формат 1С (kl_to_1c.txt), до 80 МБ. Повторная загрузка ничего не задвоит.
            </Text>
          </Stack>
          <FileButton onChange={send} inputProps={{ 'aria-label': 'Файл выписки' }}>
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending}>
                Загрузить выписку
              </Button>
            )}
          </FileButton>
        </Group>
      </Paper>
      {tooLarge ? (
        <Text c="red" role="alert" size="sm">
          Файл больше 80 МБ: выгрузите выписку за меньший период.
        </Text>
      ) : null}
      {upload.isPending ? (
        <Progress
          value={importShare({ uploaded, processed: 0, total: 0 })}
          animated
          aria-label="Отправка файла выписки"
        />
      ) : null}
      {upload.isError ? (
        <Text c="red" role="alert" size="sm">
          {describeError(upload.error)}
        </Text>
      ) : null}
      <Stack gap="xs" aria-live="polite">
        {recent.map((item) => (
          <ImportLine key={item.id} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}

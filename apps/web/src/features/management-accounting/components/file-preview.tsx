import type { ManagementFile } from '@kabinet/domain/management-accounting';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';

import { useObjectUrl } from '../../../shared/lib/use-object-url.ts';
import { saveBlob } from '../../../shared/http/download.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { fetchFileBlob, managementKeys } from '../api.ts';
import { XlsxPreview } from './xlsx-preview.tsx';

/**
 * One report — a PDF shown in the page (its bytes fetched with the bearer header, then
 * framed from a blob: URL), an XLSX's first sheets as tables the server read from it
 * (docs/api/management-accounting.md «preview»). «Скачать» either way.
 */
export function FilePreview({ file }: { file: ManagementFile }) {
  const isPdf = file.extension === 'pdf';
  const bytes = useQuery({
    queryKey: [...managementKeys.files(file.company_id), 'bytes', file.id, file.updated_at],
    queryFn: () => fetchFileBlob(file),
    enabled: isPdf,
    staleTime: Infinity,
  });
  const url = useObjectUrl(bytes.data);
  const download = async () => {
    try {
      saveBlob(bytes.data ?? (await fetchFileBlob(file)), file.file_name);
    } catch (error) {
      showErrorToast(error);
    }
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4">
              {file.title}
            </Title>
            <Text size="sm" c="dimmed">
              {file.kind_name} · {file.period_name}
            </Text>
          </div>
          <Button
            leftSection={<IconDownload size={16} />}
            variant="light"
            onClick={() => void download()}
          >
            Скачать
          </Button>
        </Group>
        {file.comment && <Text size="sm">{file.comment}</Text>}
        {!isPdf ? (
          <XlsxPreview file={file} />
        ) : bytes.isError ? (
          <Alert color="red">{describeError(bytes.error)}</Alert>
        ) : url ? (
          <iframe
            src={url}
            title={`Просмотр: ${file.title}`}
            style={{ width: '100%', height: '70vh', minHeight: 360, border: 0 }}
          />
        ) : (
          <Center py="xl">
            <Loader aria-label="Загрузка отчёта" />
          </Center>
        )}
      </Stack>
    </Paper>
  );
}

import type { Company, CompanyDocument } from '@kabinet/domain/companies';
import { acceptByMime, COMPANY_DOCUMENT_UPLOAD, fileTypesText } from '@kabinet/domain/files';
import { formatDate } from '@kabinet/domain/shared';
import { ActionIcon, Group, Paper, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconDownload, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { downloadDocument, useDeleteDocument, useUploadDocument } from '../api/documents.ts';
import { formatFileSize } from '../model.ts';

const DOCUMENT_TYPES = acceptByMime(COMPANY_DOCUMENT_UPLOAD);
const DOCUMENT_TYPES_TEXT = fileTypesText(COMPANY_DOCUMENT_UPLOAD);

function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return `${rejection.file.name}: файл больше 20 МБ`;
  if (code === 'file-invalid-type') {
    return `${rejection.file.name}: загрузите ${DOCUMENT_TYPES_TEXT}`;
  }
  return `${rejection.file.name}: ${rejection.errors[0]?.message ?? 'файл не подходит'}`;
}

function DocumentRow({ document, companyId }: { document: CompanyDocument; companyId: number }) {
  const remove = useDeleteDocument(companyId);
  const { confirm, dialog } = useConfirm();
  const removeDocument = async () => {
    const sure = await confirm({
      title: 'Удалить документ?',
      message: `«${document.name}» удалится из документов компании, вернуть его будет нельзя.`,
      confirmLabel: 'Удалить',
    });
    if (!sure) return;
    remove
      .mutateAsync(document.id)
      .then(() => showToast({ type: 'info', message: 'Документ удалён' }), showErrorToast);
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      {dialog}
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconFileText size={22} stroke={1.5} style={{ flexShrink: 0 }} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {document.name}
          </Text>
          <Text size="xs" c="dimmed">
            {document.extension.toUpperCase()} · {formatFileSize(document.size)} ·{' '}
            {formatDate(document.created_at)}
            {document.uploaded_by ? ` · ${document.uploaded_by.name}` : ''}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Скачать">
          <ActionIcon
            variant="subtle"
            aria-label={`Скачать ${document.name}`}
            onClick={() => downloadDocument(document).catch(showErrorToast)}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Удалить">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Удалить ${document.name}`}
            loading={remove.isPending}
            onClick={() => void removeDocument()}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

type UploadQueue = { total: number; done: number; current: string };

/** Uploads the dropped files one after another, so the progress says which file is going. */
function useUploadQueue(companyId: number) {
  const upload = useUploadDocument(companyId);
  const [queue, setQueue] = useState<UploadQueue | null>(null);
  const uploadAll = async (files: File[]) => {
    let uploaded = 0;
    for (const [index, file] of files.entries()) {
      setQueue({ total: files.length, done: index, current: file.name });
      try {
        await upload.mutateAsync(file);
        uploaded += 1;
      } catch (error) {
        showErrorToast(error);
      }
    }
    setQueue(null);
    if (uploaded === 0) return;
    showToast({
      type: 'positive',
      message: uploaded === 1 ? 'Документ загружен' : `Загружено документов: ${uploaded}`,
    });
  };
  return { queue, uploadAll };
}

function DocumentDropzone({ busy, onDrop }: { busy: boolean; onDrop: (files: File[]) => void }) {
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={(rejections) =>
        rejections.forEach((item) =>
          showToast({ type: 'negative', message: rejectionMessage(item) }),
        )
      }
      maxSize={COMPANY_DOCUMENT_UPLOAD.maxBytes}
      accept={DOCUMENT_TYPES}
      loading={busy}
      aria-label="Загрузить документы"
      // The hidden file input is a form control of its own: it carries the same name (axe).
      inputProps={{ 'aria-label': 'Загрузить документы' }}
      radius="md"
    >
      <Group justify="center" gap="md" mih={84} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Idle>
          <IconUpload size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
        </Dropzone.Idle>
        <Dropzone.Accept>
          <IconUpload size={32} stroke={1.5} color="var(--mantine-color-brand-6)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconUpload size={32} stroke={1.5} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Перетащите файлы сюда или нажмите, чтобы выбрать
          </Text>
          <Text size="xs" c="dimmed">
            {DOCUMENT_TYPES_TEXT}, до 20 МБ каждый
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}

/** Documents: drop or choose files (≤ 20 MB, PDF/Word/Excel/JPG/PNG), list, download, delete. */
export function DocumentsCard({ company }: { company: Company }) {
  const { queue, uploadAll } = useUploadQueue(company.id);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        Документы
      </Title>
      <DocumentDropzone busy={queue !== null} onDrop={(files) => void uploadAll(files)} />
      {queue ? (
        <Stack gap={4} mt="sm" aria-live="polite">
          <Text size="xs" c="dimmed">
            Загружаем {queue.current} ({queue.done + 1} из {queue.total})
          </Text>
          <Progress
            value={Math.max(8, (queue.done / queue.total) * 100)}
            animated
            striped
            aria-label="Загрузка документов"
          />
        </Stack>
      ) : null}
      <Stack gap={0} mt="md">
        {company.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            Документов пока нет: устав, выписки, договоры — всё, что нужно бухгалтеру.
          </Text>
        ) : (
          company.documents.map((document) => (
            <DocumentRow key={document.id} document={document} companyId={company.id} />
          ))
        )}
      </Stack>
    </Paper>
  );
}

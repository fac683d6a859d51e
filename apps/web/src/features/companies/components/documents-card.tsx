import '@mantine/dropzone/styles.css';

import { acceptAttribute, COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import type { Company, CompanyDocument } from '@kabinet/domain/companies';
import { formatDate, percentOf } from '@kabinet/domain/shared';
import { ActionIcon, Group, Paper, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { Suspense, useCallback, useRef, useState, type CSSProperties } from 'react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { downloadDocument, useDeleteDocument, useUploadDocument } from '../api/documents.ts';
import { formatFileSize } from '../model.ts';
import { DocumentUploadText, UPLOAD_LABEL } from './document-upload-prompt.tsx';

// Mantine Dropzone loads when the upload area is first used (the pages' JS budgets).
const DocumentDropzone = lazyPage(() => import('./document-dropzone.tsx'), 'DocumentDropzone');

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

/** Mantine Dropzone's own classes (@mantine/dropzone/styles.css, imported above for the stand-in). */
const DROPZONE_ROOT = 'm_d46a4834 mantine-Dropzone-root mantine-focus-auto';
const DROPZONE_INNER = 'm_b85f7144 mantine-Dropzone-inner';
/** react-dropzone's visually hidden file input. */
const HIDDEN_INPUT = {
  border: 0,
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '0 -1px -1px 0',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const;

/**
 * The upload area as Dropzone draws it, with a native file input, until Dropzone has loaded: it
 * starts loading when the pointer, the focus or a drag comes to the area, and files chosen or
 * dropped here meanwhile are handed to it.
 */
function UploadStandIn({
  onWanted,
  onFiles,
  onFocusChange,
}: {
  onWanted: () => void;
  onFiles: (files: File[]) => void;
  onFocusChange: (focused: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const choose = () => input.current?.click();
  return (
    <div
      role="presentation"
      tabIndex={0}
      aria-label={UPLOAD_LABEL}
      className={DROPZONE_ROOT}
      data-idle
      data-activate-on-click
      style={{ '--dropzone-radius': 'var(--mantine-radius-md)' } as CSSProperties}
      onPointerEnter={onWanted}
      onFocus={() => {
        onWanted();
        onFocusChange(true);
      }}
      onBlur={() => onFocusChange(false)}
      onDragEnter={onWanted}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      }}
      onClick={choose}
      onKeyDown={(event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        choose();
      }}
    >
      <input
        ref={input}
        type="file"
        multiple
        accept={acceptAttribute(COMPANY_DOCUMENT_UPLOAD)}
        aria-label={UPLOAD_LABEL}
        tabIndex={-1}
        style={HIDDEN_INPUT}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <div className={DROPZONE_INNER}>
        <Group justify="center" gap="md" mih={84} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <IconUpload size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <DocumentUploadText />
        </Group>
      </div>
    </div>
  );
}

/** The upload area: Dropzone once wanted (the pages' JS budgets: 16 KiB the page does not load). */
function DocumentUpload({ busy, onDrop }: { busy: boolean; onDrop: (files: File[]) => void }) {
  const [wanted, setWanted] = useState(false);
  const [pending, setPending] = useState<File[] | null>(null);
  const [focused, setFocused] = useState(false);
  const takePending = useCallback(() => setPending(null), []);
  const standIn = (
    <UploadStandIn
      onWanted={() => setWanted(true)}
      onFiles={(files) => {
        // Files chosen again before Dropzone has loaded join the first ones.
        setPending((earlier) => (earlier ? [...earlier, ...files] : files));
        setWanted(true);
      }}
      onFocusChange={setFocused}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DocumentDropzone
        busy={busy}
        onDrop={onDrop}
        pending={pending}
        onPendingTaken={takePending}
        autoFocus={focused}
      />
    </Suspense>
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
      <DocumentUpload busy={queue !== null} onDrop={(files) => void uploadAll(files)} />
      {queue ? (
        <Stack gap={4} mt="sm" aria-live="polite">
          <Text size="xs" c="dimmed">
            Загружаем {queue.current} ({queue.done + 1} из {queue.total})
          </Text>
          <Progress
            value={Math.max(8, percentOf(queue.done, queue.total))}
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

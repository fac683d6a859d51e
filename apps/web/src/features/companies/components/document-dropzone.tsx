import '@mantine/dropzone/styles.css';

import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import { Group } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

import { showToast } from '../../../shared/toast/toast-store.ts';
import {
  DOCUMENT_TYPES,
  DOCUMENT_TYPES_TEXT,
  DocumentUploadText,
  UPLOAD_LABEL,
} from './document-upload-prompt.tsx';

function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return `${rejection.file.name}: файл больше 20 МБ`;
  if (code === 'file-invalid-type') {
    return `${rejection.file.name}: загрузите ${DOCUMENT_TYPES_TEXT}`;
  }
  return `${rejection.file.name}: ${rejection.errors[0]?.message ?? 'файл не подходит'}`;
}

/**
 * The documents' upload area (Mantine Dropzone), loaded on the first interaction with the
 * stand-in of documents-card.tsx. Files chosen or dropped on the stand-in before it loaded
 * (`pending`) go through the same checks, as a drop on this area.
 */
export function DocumentDropzone({
  busy,
  onDrop,
  pending,
  onPendingTaken,
  autoFocus,
}: {
  busy: boolean;
  onDrop: (files: File[]) => void;
  pending: File[] | null;
  onPendingTaken: () => void;
  autoFocus: boolean;
}) {
  const inner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pending) return;
    onPendingTaken();
    if (!inner.current || typeof DataTransfer === 'undefined') {
      onDrop(pending);
      return;
    }
    const transfer = new DataTransfer();
    for (const file of pending) transfer.items.add(file);
    inner.current.dispatchEvent(
      new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
  }, [pending, onPendingTaken, onDrop]);
  return (
    <Dropzone
      ref={inner}
      onDrop={onDrop}
      onReject={(rejections) =>
        rejections.forEach((item) =>
          showToast({ type: 'negative', message: rejectionMessage(item) }),
        )
      }
      maxSize={COMPANY_DOCUMENT_UPLOAD.maxBytes}
      accept={DOCUMENT_TYPES}
      loading={busy}
      autoFocus={autoFocus}
      aria-label={UPLOAD_LABEL}
      // The hidden file input is a form control of its own: it carries the same name (axe).
      inputProps={{ 'aria-label': UPLOAD_LABEL }}
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
        <DocumentUploadText />
      </Group>
    </Dropzone>
  );
}

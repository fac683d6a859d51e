import { percentOf } from '@kabinet/domain/shared';
import type { ChatFile } from '@kabinet/domain/chat';
import { Anchor, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFile, IconFileTypePdf, IconMusic, IconPhoto, IconVideo } from '@tabler/icons-react';

import { useFileLink } from '../api/file-links.ts';
import classes from './chat.module.css';

const KIND_ICON = {
  image: IconPhoto,
  document: IconFile,
  video: IconVideo,
  audio: IconMusic,
  sticker: IconPhoto,
} as const;

/** «1,2 МБ», «340 КБ». */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
  return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
}

function FileIcon({ file }: { file: ChatFile }) {
  const Icon = file.name.toLowerCase().endsWith('.pdf') ? IconFileTypePdf : KIND_ICON[file.kind];
  return (
    <ThemeIcon variant="light" size="lg" radius="md">
      <Icon size={20} stroke={1.6} />
    </ThemeIcon>
  );
}

/** A picture's preview that opens the original; both links kept fresh (useFileLink). */
function ImageFile({ file }: { file: ChatFile }) {
  const url = useFileLink(file.id, 'original', file.url);
  const preview = useFileLink(file.id, 'preview', file.preview_url);
  return (
    <Anchor href={url ?? undefined} download={file.name} aria-label={`Скачать ${file.name}`}>
      <img src={preview ?? undefined} alt={file.name} className={classes.image} loading="lazy" />
    </Anchor>
  );
}

/** A document's name as its download link (kept fresh), or as text while it is being sent. */
function FileName({ file }: { file: ChatFile }) {
  const url = useFileLink(file.id, 'original', file.url || null);
  return url ? (
    <Anchor href={url} download={file.name} size="sm" fw={500} truncate="end">
      {file.name}
    </Anchor>
  ) : (
    <Text size="sm" fw={500} truncate="end">
      {file.name}
    </Text>
  );
}

/** Attachments of a message: image previews, other files as download links; progress while sending. */
export function MessageFiles({
  files,
  progress,
}: {
  files: ChatFile[];
  progress?: number | undefined;
}) {
  return (
    <Stack gap={6} my={4}>
      {files.map((file) =>
        file.preview_url ? (
          <ImageFile key={file.id} file={file} />
        ) : (
          <Group key={`${file.id}-${file.name}`} gap="xs" wrap="nowrap" miw={180}>
            <FileIcon file={file} />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <FileName file={file} />
              {progress !== undefined && !file.url ? (
                <Progress
                  value={percentOf(progress, 1)}
                  size="sm"
                  aria-label={`Загрузка ${file.name}`}
                  mt={4}
                />
              ) : (
                <Text size="xs" c="dimmed">
                  {formatFileSize(file.size)}
                </Text>
              )}
            </Stack>
          </Group>
        ),
      )}
    </Stack>
  );
}

import { acceptAttribute, AVATAR_UPLOAD, fileTypesText } from '@kabinet/domain/files';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useDeleteAvatar, useUploadAvatar } from '../api.ts';

const ACCEPT = acceptAttribute(AVATAR_UPLOAD);

/** Avatar with instant preview; the file is uploaded as soon as it is picked (contract: ≤ 5 MB). */
export function AvatarUploader({ url, initials }: { url: string | null; initials: string }) {
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (file: File | null) => {
    if (!file) return;
    if (file.size > AVATAR_UPLOAD.maxBytes) {
      showToast({ type: 'warning', message: 'Фото больше 5 МБ — выберите файл поменьше.' });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => showToast({ type: 'positive', message: 'Фото обновлено' }),
      onError: (error) => {
        setPreview(null);
        showErrorToast(error);
      },
    });
  };

  return (
    <Group gap="lg" wrap="nowrap">
      {dialog}
      <Avatar src={preview ?? url} size={96} radius={48} color="brand" alt="Фото профиля">
        <Text fz={32} fw={600}>
          {initials}
        </Text>
      </Avatar>
      <Stack gap={6} align="flex-start">
        <FileButton onChange={pick} accept={ACCEPT} inputProps={{ 'aria-label': 'Загрузить фото' }}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
            >
              Загрузить фото
            </Button>
          )}
        </FileButton>
        {url ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            onClick={async () => {
              const sure = await confirm({
                title: 'Удалить фото?',
                message: 'Вместо фото коллеги и бухгалтер увидят ваши инициалы.',
                confirmLabel: 'Удалить фото',
              });
              if (!sure) return;
              setPreview(null);
              remove.mutate();
            }}
          >
            Удалить фото
          </Button>
        ) : null}
        <Text size="xs" c="dimmed">
          {fileTypesText(AVATAR_UPLOAD)} до 5 МБ
        </Text>
      </Stack>
    </Group>
  );
}

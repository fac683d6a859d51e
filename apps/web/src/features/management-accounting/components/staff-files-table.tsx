import type { ManagementFile } from '@kabinet/domain/management-accounting';
import { ActionIcon, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { ConfirmFrame } from '../../../shared/ui/dialog-frames.tsx';
import { useDeleteManagementFile } from '../api.ts';
import { EditFileModal } from './edit-file-modal.tsx';

/** One report: its title and kind, period, file type, and the two actions. */
function StaffFileRow({
  file,
  onEdit,
  onRemove,
}: {
  file: ManagementFile;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {file.title}
        </Text>
        <Text size="xs" c="dimmed">
          {file.kind_name}
        </Text>
      </Table.Td>
      <Table.Td>{file.period_name}</Table.Td>
      <Table.Td>{file.extension.toUpperCase()}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Изменить «${file.title}»`} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Удалить «${file.title}»`}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Staff: the company's published reports with «Изменить» and «Удалить». */
export function StaffFilesTable(props: { companyId: number; files: readonly ManagementFile[] }) {
  const [editing, setEditing] = useState<ManagementFile | null>(null);
  const [removing, setRemoving] = useState<ManagementFile | null>(null);
  const remove = useDeleteManagementFile(props.companyId);
  if (props.files.length === 0) {
    return <Text c="dimmed">Отчётов ещё нет — опубликуйте первый.</Text>;
  }
  const confirmRemove = (file: ManagementFile) =>
    remove.mutate(file.id, { onError: showErrorToast, onSettled: () => setRemoving(null) });
  return (
    <>
      <ScrollArea type="auto">
        <Table striped miw={560}>
          <caption>Опубликованные отчёты</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Отчёт</Table.Th>
              <Table.Th>Период</Table.Th>
              <Table.Th>Файл</Table.Th>
              <Table.Th>Действия</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.files.map((file) => (
              <StaffFileRow
                key={file.id}
                file={file}
                onEdit={() => setEditing(file)}
                onRemove={() => setRemoving(file)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {editing && <EditFileModal file={editing} onClose={() => setEditing(null)} />}
      <ConfirmFrame
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Удалить отчёт?"
      >
        <Stack gap="sm">
          <Text size="sm">«{removing?.title}» исчезнет у клиента. Файл удалится насовсем.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Отмена
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && confirmRemove(removing)}
            >
              Удалить
            </Button>
          </Group>
        </Stack>
      </ConfirmFrame>
    </>
  );
}

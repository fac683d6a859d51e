import { replyTemplateBodySchema, type ReplyTemplate } from '@kabinet/domain/chat';
import { isAdmin } from '@kabinet/domain/shared';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from '../api/templates.ts';

const EMPTY = { title: '', text: '', shared: false };

/** The form of a new or edited saved reply. */
function TemplateForm({ editing, onDone }: { editing: ReplyTemplate | null; onDone: () => void }) {
  const admin = isAdmin(useSignedInUser().role.role_slug);
  const save = useSaveTemplate();
  const form = useForm({
    initialValues: editing
      ? { title: editing.title, text: editing.text, shared: editing.shared }
      : EMPTY,
    validate: zodValidator(replyTemplateBodySchema),
  });
  const submit = form.onSubmit((body) =>
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body },
      {
        onSuccess: () => {
          showToast({ type: 'positive', message: 'Шаблон сохранён' });
          form.setValues(EMPTY);
          onDone();
        },
        onError: showErrorToast,
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Название" required {...form.getInputProps('title')} />
        <Textarea
          label="Текст ответа"
          required
          autosize
          minRows={3}
          {...form.getInputProps('text')}
        />
        {admin ? (
          <Checkbox
            label="Общий шаблон фирмы"
            {...form.getInputProps('shared', { type: 'checkbox' })}
          />
        ) : null}
        <Group justify="flex-end">
          {editing ? (
            <Button variant="default" onClick={onDone}>
              Отмена
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Сохранить' : 'Добавить шаблон'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TemplateRow({ template, onEdit }: { template: ReplyTemplate; onEdit: () => void }) {
  const remove = useDeleteTemplate();
  const { confirm, dialog } = useConfirm();
  const removeTemplate = async () => {
    const sure = await confirm({
      title: 'Удалить шаблон?',
      message: `Шаблон «${template.title}» пропадёт из списка${template.shared ? ' у всех коллег' : ''}.`,
      confirmLabel: 'Удалить',
    });
    if (sure) remove.mutate(template.id, { onError: showErrorToast });
  };
  return (
    <Paper withBorder radius="md" p="sm">
      {dialog}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {template.title}
            {template.shared ? (
              <Text span c="dimmed" size="xs" fw={400}>
                {' '}
                · общий
              </Text>
            ) : null}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {template.text}
          </Text>
        </Stack>
        {template.editable ? (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Изменить «${template.title}»`}
              onClick={onEdit}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Удалить «${template.title}»`}
              loading={remove.isPending}
              onClick={() => void removeTemplate()}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The staff's saved replies, inserted in the composer by typing «/». */
export function TemplatesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const templates = useTemplates(opened);
  const [editing, setEditing] = useState<ReplyTemplate | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title="Шаблоны ответов" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Наберите «/» в начале сообщения, чтобы вставить шаблон.
        </Text>
        {(templates.data ?? []).map((template) => (
          <TemplateRow key={template.id} template={template} onEdit={() => setEditing(template)} />
        ))}
        <TemplateForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      </Stack>
    </Modal>
  );
}

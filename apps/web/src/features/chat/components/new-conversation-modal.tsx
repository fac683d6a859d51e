import { CONVERSATION_TYPE, type ConversationType } from '@kabinet/domain/chat';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';

import { useNewConversationForm } from './use-new-conversation-form.ts';

/** A new conversation of the active company; its managers join automatically. */
export function NewConversationModal(props: {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  meUserId: number;
}) {
  const { opened, onClose } = props;
  const form = useNewConversationForm(props);

  return (
    <Modal opened={opened} onClose={onClose} title="Новый диалог" centered>
      <Stack gap="sm">
        <TextInput
          label="Тема"
          placeholder="Например, Отчётность за ноябрь"
          value={form.name}
          onChange={(e) => form.setName(e.currentTarget.value)}
          error={form.error}
          data-autofocus
        />
        <SegmentedControl
          value={form.type}
          onChange={(value) => form.setType(value as ConversationType)}
          data={[
            { value: CONVERSATION_TYPE.PRIVATE, label: 'Закрытый' },
            { value: CONVERSATION_TYPE.PUBLIC, label: 'Открытый' },
          ]}
        />
        <MultiSelect
          label="Участники из компании"
          description="Менеджеры компании добавляются автоматически"
          placeholder="Выберите пользователей"
          data={form.options}
          value={form.selected}
          onChange={form.setSelected}
          searchable
          nothingFoundMessage="Никого не нашлось"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button onClick={form.submit} loading={form.pending} disabled={form.name.trim() === ''}>
            Создать
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

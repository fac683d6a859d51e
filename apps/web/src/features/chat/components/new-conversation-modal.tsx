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
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { useCompanyUsers, useCreateConversation } from '../api/conversations.ts';
import { conversationPath } from '../paths.ts';

/** A new conversation of the active company; its managers join automatically. */
export function NewConversationModal({
  opened,
  onClose,
  companyId,
  meUserId,
}: {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  meUserId: number;
}) {
  const navigate = useNavigate();
  const users = useCompanyUsers(companyId, opened);
  const create = useCreateConversation(companyId);
  const [name, setName] = useState('');
  const [type, setType] = useState<ConversationType>(CONVERSATION_TYPE.PRIVATE);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const options = (users.data ?? [])
    .filter((u) => u.id !== meUserId)
    .map((u) => ({ value: String(u.id), label: [u.name, u.last_name].filter(Boolean).join(' ') }));

  const submit = () => {
    setError(null);
    create.mutate(
      { name: name.trim(), type, user_ids: selected.map(Number) },
      {
        onSuccess: (conversation) => {
          onClose();
          setName('');
          setSelected([]);
          void navigate(conversationPath(conversation.id));
        },
        onError: (e) =>
          setError(
            e instanceof ResponseError && e.status === 422
              ? (Object.values(e.fieldErrors)[0] ?? e.message)
              : describeError(e),
          ),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Новый диалог" centered>
      <Stack gap="sm">
        <TextInput
          label="Тема"
          placeholder="Например, Отчётность за ноябрь"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as ConversationType)}
          data={[
            { value: CONVERSATION_TYPE.PRIVATE, label: 'Закрытый' },
            { value: CONVERSATION_TYPE.PUBLIC, label: 'Открытый' },
          ]}
        />
        <MultiSelect
          label="Участники из компании"
          description="Менеджеры компании добавляются автоматически"
          placeholder="Выберите пользователей"
          data={options}
          value={selected}
          onChange={setSelected}
          searchable
          nothingFoundMessage="Никого не нашлось"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={name.trim() === ''}>
            Создать
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

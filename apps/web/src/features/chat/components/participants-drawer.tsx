import {
  canLeave,
  conversationManagers,
  isConversationMaster,
  type ChatUser,
  type Conversation,
} from '@kabinet/domain/chat';
import { Badge, Button, Divider, Drawer, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { IconDoorExit, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import {
  useCompanyUsers,
  useInvite,
  useLeave,
  useRemoveParticipant,
} from '../api/conversations.ts';
import { ConversationAvatar } from './conversation-avatar.tsx';

interface ParticipantsDrawerProps {
  opened: boolean;
  onClose: () => void;
  conversation: Conversation;
  companyId: number;
  me: ChatUser;
  onlineIds: ReadonlySet<number>;
  onLeft: () => void;
}

/** 403 answers are already shown by the HTTP client (SPEC §8); everything else is shown here. */
function reportError(error: unknown) {
  if (error instanceof ResponseError && error.status === 403) return;
  showErrorToast(error);
}

function InviteForm({
  conversation,
  companyId,
  opened,
}: {
  conversation: Conversation;
  companyId: number;
  opened: boolean;
}) {
  const users = useCompanyUsers(companyId, opened);
  const invite = useInvite(conversation.id);
  const [selected, setSelected] = useState<string[]>([]);
  const present = new Set(conversation.chat_users.map((u) => u.user_id));
  const options = (users.data ?? [])
    .filter((u) => !present.has(u.id))
    .map((u) => ({ value: String(u.id), label: [u.name, u.last_name].filter(Boolean).join(' ') }));

  return (
    <Stack gap="xs">
      <MultiSelect
        label="Пригласить пользователей компании"
        placeholder={
          options.length ? 'Выберите пользователей' : 'Все пользователи компании уже в диалоге'
        }
        data={options}
        value={selected}
        onChange={setSelected}
        disabled={options.length === 0}
        searchable
        nothingFoundMessage="Никого не нашлось"
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        variant="light"
        disabled={selected.length === 0}
        loading={invite.isPending}
        onClick={() =>
          invite.mutate(selected.map(Number), {
            onSuccess: () => {
              setSelected([]);
              showToast({ type: 'positive', message: 'Участники приглашены' });
            },
            onError: reportError,
          })
        }
      >
        Пригласить
      </Button>
    </Stack>
  );
}

/** One participant: avatar with the online mark, name, role badges and (for the master) «Удалить». */
function ParticipantRow(props: {
  user: { id: number; name: string };
  online: boolean;
  isMe: boolean;
  isManager: boolean;
  isSecondManager: boolean;
  canRemove: boolean;
  removing: boolean;
  onRemove: () => void;
}) {
  const { user, online, isMe, isManager, isSecondManager, canRemove, removing, onRemove } = props;
  return (
    <Group gap="sm" wrap="nowrap" py={4}>
      <ConversationAvatar name={user.name} online={online} size={34} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {user.name}
          {isMe ? ' (вы)' : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {online ? 'в сети' : 'не в сети'}
        </Text>
      </Stack>
      {isManager ? <Badge variant="light">Ведущий</Badge> : null}
      {isSecondManager ? (
        <Badge variant="light" color="gray">
          Менеджер
        </Badge>
      ) : null}
      {canRemove ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          leftSection={<IconUserMinus size={14} />}
          loading={removing}
          onClick={onRemove}
          aria-label={`Удалить ${user.name} из диалога`}
        >
          Удалить
        </Button>
      ) : null}
    </Group>
  );
}

/** Participants with online marks and roles; invite, remove (master only) and leave. */
export function ParticipantsDrawer(props: ParticipantsDrawerProps) {
  const { opened, onClose, conversation, companyId, me, onlineIds, onLeft } = props;
  const remove = useRemoveParticipant(conversation.id);
  const leave = useLeave(conversation.id);
  const { manager, secondManager } = conversationManagers(conversation);
  const iAmMaster = isConversationMaster(conversation, me.id);
  const { confirm, dialog } = useConfirm();

  const onLeave = async () => {
    const permission = canLeave({ conversation, chatUserId: me.id });
    if (!permission.allowed) {
      showToast({ type: 'warning', message: permission.message });
      return;
    }
    const sure = await confirm({
      title: 'Покинуть диалог?',
      message:
        'Вы перестанете получать его сообщения. Вернуться можно, только если вас пригласят снова.',
      confirmLabel: 'Покинуть',
    });
    if (sure) leave.mutate(undefined, { onSuccess: onLeft, onError: reportError });
  };
  const onRemove = async (user: { id: number; name: string }) => {
    const sure = await confirm({
      title: 'Удалить из диалога?',
      message: `${user.name} перестанет видеть этот диалог и получать его сообщения.`,
      confirmLabel: 'Удалить',
    });
    if (sure) remove.mutate(user.id, { onError: reportError });
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Участники диалога" size="sm">
      {dialog}
      <Stack gap="md">
        <Stack gap={4}>
          {conversation.chat_users.map((user) => (
            <ParticipantRow
              key={user.id}
              user={user}
              online={onlineIds.has(user.id)}
              isMe={user.id === me.id}
              isManager={user.id === manager?.id}
              isSecondManager={user.id === secondManager?.id}
              canRemove={iAmMaster && user.id !== me.id}
              removing={remove.isPending && remove.variables === user.id}
              onRemove={() => void onRemove(user)}
            />
          ))}
        </Stack>
        <Divider />
        <InviteForm conversation={conversation} companyId={companyId} opened={opened} />
        <Divider />
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconDoorExit size={16} />}
          loading={leave.isPending}
          onClick={() => void onLeave()}
        >
          Покинуть диалог
        </Button>
      </Stack>
    </Drawer>
  );
}

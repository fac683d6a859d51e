import type { ChatUser } from '@kabinet/domain/chat';
import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell, IconMessages, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMatch } from 'react-router';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import {
  sendOfflineOnUnload,
  setChatOnline,
  useConversations,
  useCurrentChatUser,
} from '../api/conversations.ts';
import { ChatSearch } from '../components/chat-search.tsx';
import { ConversationChannels } from '../components/conversation-channels.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { NewConversationModal } from '../components/new-conversation-modal.tsx';
import { isOnline } from '../model.ts';
import { askNotificationPermission } from '../notify.ts';
import { usePresenceStore } from '../store.ts';
import { ConversationView } from './conversation-page.tsx';

const TWO_PANES = '(min-width: 56.25em)';
const PANE_HEIGHT =
  'calc(100dvh - var(--app-shell-header-offset, 64px) - 2 * var(--app-shell-padding, 16px))';

/** SPEC §4: online while the chat screen is open; offline when leaving it or closing the tab. */
function useChatPresence(me: ChatUser | undefined) {
  useEffect(() => {
    if (!me) return undefined;
    void setChatOnline(true).catch(() => undefined);
    const onHide = () => sendOfflineOnUnload(me.id);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void setChatOnline(false).catch(() => undefined);
    };
  }, [me]);
}

function NotificationsHint() {
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );
  if (permission !== 'default') return null;
  return (
    <Tooltip label="Показывать уведомления о новых сообщениях">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label="Включить уведомления браузера"
        onClick={() =>
          void askNotificationPermission().then(() => setPermission(Notification.permission))
        }
      >
        <IconBell size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** SPEC §2 chat and chat/:id: the list on the left, the conversation on the right (one pane on phones). */
export function ChatPage() {
  const user = useSignedInUser();
  const companyId = user.active_company?.id ?? null;
  const match = useMatch('/chat/:id');
  const openId = Number(match?.params.id) || null;
  const twoPanes = useMediaQuery(TWO_PANES, true);
  const me = useCurrentChatUser();
  const conversations = useConversations(companyId ?? 0);
  const [query, setQuery] = useState('');
  const [creating, create] = useDisclosure(false);
  const presence = usePresenceStore((s) => s.members);
  useChatPresence(me.data);

  const online = useCallback(
    (chatUser: ChatUser, conversationId: number) => {
      const members = presence[conversationId];
      return isOnline(chatUser, members ? new Set(members) : undefined);
    },
    [presence],
  );
  const list = useMemo(() => conversations.data ?? [], [conversations.data]);
  const open = list.find((c) => c.id === openId) ?? null;
  const onlineIds = useMemo(
    () => new Set(open?.chat_users.filter((u) => online(u, open.id)).map((u) => u.id) ?? []),
    [open, online],
  );

  if (companyId === null) {
    return (
      <EmptyState
        icon={<IconMessages size={32} />}
        title="Чат"
        description="Добавьте компанию, чтобы переписываться с менеджерами."
      />
    );
  }
  if (me.isPending || conversations.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка чата" />
      </Center>
    );
  }
  if (me.isError || conversations.isError) {
    return (
      <Center py="xl">
        <Stack align="center">
          <Text c="dimmed">Не удалось загрузить чат</Text>
          <Button
            variant="light"
            onClick={() => void Promise.all([me.refetch(), conversations.refetch()])}
          >
            Повторить
          </Button>
        </Stack>
      </Center>
    );
  }

  const showList = twoPanes || openId === null;
  const showConversation = twoPanes || openId !== null;

  return (
    <Paper
      withBorder
      radius="md"
      h={PANE_HEIGHT}
      mih={420}
      style={{ display: 'flex', overflow: 'hidden' }}
    >
      <ConversationChannels ids={list.map((c) => c.id)} me={me.data} />
      {showList ? (
        <Stack
          gap={0}
          w={twoPanes ? 340 : '100%'}
          style={{
            flexShrink: 0,
            borderRight: twoPanes ? '1px solid var(--mantine-color-default-border)' : undefined,
          }}
        >
          <Stack gap="sm" p="sm" pb={4}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={1} size="h3">
                Чат
              </Title>
              <Group gap={4} wrap="nowrap">
                <NotificationsHint />
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={create.open}
                >
                  Новый диалог
                </Button>
              </Group>
            </Group>
            <ChatSearch
              companyId={companyId}
              conversations={list}
              query={query}
              onQueryChange={setQuery}
            />
          </Stack>
          {query.trim().length < 2 ? (
            <ScrollArea style={{ flex: 1 }} px={6} pb={6}>
              {list.length === 0 ? (
                <Text size="sm" c="dimmed" ta="center" py="xl" px="md">
                  Диалогов пока нет. Начните новый — менеджер компании увидит его сразу.
                </Text>
              ) : (
                <ConversationList
                  conversations={list}
                  meId={me.data.id}
                  activeId={openId}
                  isOnline={online}
                />
              )}
            </ScrollArea>
          ) : null}
        </Stack>
      ) : null}
      {showConversation ? (
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {open ? (
            <ConversationView
              key={open.id}
              conversation={open}
              me={me.data}
              companyId={companyId}
              onlineIds={onlineIds}
              showBack={!twoPanes}
            />
          ) : (
            <Center h="100%" p="xl">
              <Stack align="center" gap="xs" ta="center">
                <IconMessages size={40} color="var(--mantine-color-dimmed)" stroke={1.4} />
                <Text c="dimmed">
                  {openId ? 'Диалог не найден' : 'Выберите диалог слева или начните новый'}
                </Text>
              </Stack>
            </Center>
          )}
        </div>
      ) : null}
      <NewConversationModal
        opened={creating}
        onClose={create.close}
        companyId={companyId}
        meUserId={user.id}
      />
    </Paper>
  );
}

import type { ChatUser } from '@kabinet/domain/chat';
import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo } from 'react';
import { useMatch } from 'react-router';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import {
  sendOfflineOnUnload,
  setChatOnline,
  useConversations,
  useCurrentChatUser,
} from '../api/conversations.ts';
import { ChatListPane } from '../components/chat-list-pane.tsx';
import { ConversationChannels } from '../components/conversation-channels.tsx';
import { NewConversationModal } from '../components/new-conversation-modal.tsx';
import { isOnline } from '../model.ts';
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

/** SPEC §2 chat and chat/:id: the list on the left, the conversation on the right (one pane on phones). */
export function ChatPage() {
  const user = useSignedInUser();
  const companyId = user.active_company?.id ?? null;
  const match = useMatch('/chat/:id');
  const openId = Number(match?.params.id) || null;
  const twoPanes = useMediaQuery(TWO_PANES, true);
  const me = useCurrentChatUser();
  const conversations = useConversations(companyId ?? 0);
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
        <ChatListPane
          companyId={companyId}
          conversations={list}
          meId={me.data.id}
          activeId={openId}
          isOnline={online}
          fullWidth={!twoPanes}
          onCreate={create.open}
        />
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

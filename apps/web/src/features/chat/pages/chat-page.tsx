import type { ChatUser } from '@kabinet/domain/chat';
import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useMatch } from 'react-router';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { TelegramBotLink } from '../../../shared/app-options/telegram-bot-link.tsx';
import { CompanyManagerCard } from '../../../shared/company-manager/manager-card.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import {
  sendOfflineOnUnload,
  setChatOnline,
  useConversations,
  useCurrentChatUser,
} from '../api/conversations.ts';
import { conversationsQuery, currentChatUserQuery } from '../api/keys.ts';
import { useStartQuery } from '../../../shared/lib/use-start-query.ts';
import { ChatListPane } from '../components/chat-list-pane.tsx';
import { ConversationNotFound } from '../components/conversation-not-found.tsx';
import { CHAT_PATH } from '../paths.ts';
import { ChatFrame, useTwoPanes } from '../components/chat-frame.tsx';
import { ConversationChannels } from '../components/conversation-channels.tsx';
import { isOnline } from '../model.ts';
import { usePresenceStore } from '../store.ts';
import { ConversationView } from './conversation-page.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

// The new conversation dialog loads when first opened (the pages' JS budgets).
const NewConversationModal = lazyPage(
  () => import('../components/new-conversation-modal.tsx'),
  'NewConversationModal',
);

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

/**
 * Who is online in a conversation (SPEC §4: its presence list; before it arrives, the server's
 * flag).
 */
function useOnlineCheck() {
  const presence = usePresenceStore((s) => s.members);
  return useCallback(
    (chatUser: ChatUser, conversationId: number) => {
      const members = presence[conversationId];
      return isOnline(chatUser, members ? new Set(members) : undefined);
    },
    [presence],
  );
}

/** What the chat screen reads: the company, the open conversation, the chat user, the list. */
function useChatScreen() {
  const user = useSignedInUser();
  const companyId = user.active_company?.id ?? null;
  const match = useMatch('/chat/:id');
  const openId = Number(match?.params.id) || null;
  const twoPanes = useTwoPanes();
  useStartQuery(companyId === null ? null : currentChatUserQuery());
  useStartQuery(companyId === null ? null : conversationsQuery(companyId));
  const me = useCurrentChatUser();
  const conversations = useConversations(companyId ?? 0);
  const online = useOnlineCheck();
  useChatPresence(me.data);
  // The first render of the list (and the open conversation) is the screen's largest;
  // deferred, React renders it in slices (a transition) instead of in the one long task the
  // answers arrive in. Later changes pass through the same way, a moment later.
  const shownMe = useDeferredValue(me.data);
  const shownList = useDeferredValue(conversations.data);

  const list = useMemo(() => shownList ?? [], [shownList]);
  const open = list.find((c) => c.id === openId) ?? null;
  const onlineIds = useMemo(
    () => new Set(open?.chat_users.filter((u) => online(u, open.id)).map((u) => u.id) ?? []),
    [open, online],
  );
  const ready = shownMe !== undefined && shownList !== undefined;
  return {
    user,
    companyId,
    openId,
    twoPanes,
    me,
    shownMe,
    ready,
    conversations,
    online,
    list,
    open,
    onlineIds,
  };
}

type ChatPanesProps = Pick<
  ReturnType<typeof useChatScreen>,
  'openId' | 'twoPanes' | 'online' | 'list' | 'open' | 'onlineIds'
> & { companyId: number; me: ChatUser; meUserId: number };

/** The right pane: the open conversation, or what to do when none is open (or found). */
function ConversationPane({
  open,
  openId,
  me,
  companyId,
  onlineIds,
  twoPanes,
}: Pick<ChatPanesProps, 'open' | 'openId' | 'me' | 'companyId' | 'onlineIds' | 'twoPanes'>) {
  return (
    <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      {open ? (
        <ConversationView
          key={open.id}
          conversation={open}
          me={me}
          companyId={companyId}
          onlineIds={onlineIds}
          showBack={!twoPanes}
        />
      ) : (
        <Center h="100%" p="xl">
          <Stack align="center" gap="lg" ta="center">
            {openId ? (
              <ConversationNotFound listPath={CHAT_PATH} standalone={!twoPanes} />
            ) : (
              <Stack align="center" gap="xs">
                <IconMessages size={40} color="var(--mantine-color-dimmed)" stroke={1.4} />
                <Text c="dimmed">Выберите диалог слева или начните новый</Text>
              </Stack>
            )}
            <Paper withBorder p="md" w={320} maw="100%" ta="left">
              <CompanyManagerCard companyId={companyId} bare />
            </Paper>
            <TelegramBotLink label="Уведомления в Telegram" />
          </Stack>
        </Center>
      )}
    </div>
  );
}

/** The list on the left and the conversation on the right (one of them on phones). */
function ChatPanes(props: ChatPanesProps) {
  const { companyId, me, list, openId, twoPanes } = props;
  const [creating, create] = useDisclosure(false);
  return (
    <ChatFrame>
      <ConversationChannels ids={list.map((c) => c.id)} me={me} />
      {twoPanes || openId === null ? (
        <ChatListPane
          companyId={companyId}
          conversations={list}
          meId={me.id}
          activeId={openId}
          isOnline={props.online}
          fullWidth={!twoPanes}
          onCreate={create.open}
        />
      ) : null}
      {twoPanes || openId !== null ? <ConversationPane {...props} /> : null}
      <LazyDialog opened={creating}>
        {(opened) => (
          <NewConversationModal
            opened={opened}
            onClose={create.close}
            companyId={companyId}
            meUserId={props.meUserId}
          />
        )}
      </LazyDialog>
    </ChatFrame>
  );
}

/** SPEC §2 chat and chat/:id: the list on the left, the conversation on the right (one pane on phones). */
export function ChatPage() {
  const { user, companyId, me, shownMe, ready, conversations, ...panes } = useChatScreen();

  if (companyId === null) {
    return (
      <EmptyState
        icon={<IconMessages size={32} />}
        title="Чат"
        description="Добавьте компанию, чтобы переписываться с менеджерами."
      />
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
  if (!ready || !shownMe) return <ContentSkeleton shape="list" label="Загрузка чата" />;
  return <ChatPanes {...panes} companyId={companyId} me={shownMe} meUserId={user.id} />;
}

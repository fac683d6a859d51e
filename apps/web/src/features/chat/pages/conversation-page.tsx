import { type ChatUser, type Conversation, type ListedMessage } from '@kabinet/domain/chat';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { loadOlderMessages, useConversationMessages } from '../api/messages.ts';
import classes from '../components/chat.module.css';
import { DeleteMessageModal } from '../components/delete-message-modal.tsx';
import { ConversationHeader } from '../components/conversation-header.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { MessageList } from '../components/message-list.tsx';
import { ParticipantsDrawer } from '../components/participants-drawer.tsx';
import { useJumpToMessage } from '../components/use-jump-to-message.ts';
import { useConversationActions } from '../components/use-conversation-actions.ts';
import { useTypingSender } from '../components/use-typing-sender.ts';
import { otherParticipants, typingText } from '../model.ts';
import { CHAT_PATH } from '../paths.ts';
import { activeTyping, useTypingStore } from '../store.ts';
import { useConversationDraft } from '../use-draft.ts';
import { useOpenConversation } from '../use-open-conversation.ts';

interface ConversationViewProps {
  conversation: Conversation;
  me: ChatUser;
  companyId: number;
  onlineIds: ReadonlySet<number>;
  showBack: boolean;
}

function useTypingLine(conversationId: number): string | null {
  const marks = useTypingStore((s) => s.typing[conversationId]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return typingText(activeTyping(marks, now));
}

/** The open conversation: header, virtualised messages, composer, participants, drop zone. */
export function ConversationView({
  conversation,
  me,
  companyId,
  onlineIds,
  showBack,
}: ConversationViewProps) {
  const id = conversation.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const messages = useConversationMessages(id);
  const draft = useConversationDraft(id);
  const { jump, highlightedId, scrollRequest } = useJumpToMessage(id);
  const sendTyping = useTypingSender(id, me);
  const typing = useTypingLine(id);
  const [participantsOpened, participants] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<ListedMessage | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [dragging, setDragging] = useState(false);
  const others = useMemo(() => otherParticipants(conversation, me.id), [conversation, me.id]);
  useOpenConversation(id);

  const list = messages.data?.messages;
  const targetId = draft.draft.draft_id ?? draft.draft.reply_message_id;
  const target = list?.find((m) => m.id === targetId);
  const { actions, addFiles, submit } = useConversationActions({
    conversationId: id,
    me,
    draft,
    target,
    jump,
    onDelete: setToDelete,
    onTyping: sendTyping,
  });

  // A search hit or a notification opens the conversation at a message (?message=).
  const wanted = Number(params.get('message')) || null;
  const jumped = useRef<number | null>(null);
  useEffect(() => {
    if (!wanted || !messages.data || jumped.current === wanted) return;
    jumped.current = wanted;
    void jump(wanted).then(() => setParams({}, { replace: true }));
  }, [wanted, messages.data, jump, setParams]);

  const onLoadOlder = useCallback(() => {
    if (loadingOlder) return;
    setLoadingOlder(true);
    void loadOlderMessages(queryClient, id)
      .catch((error: unknown) => showToast({ type: 'negative', message: describeError(error) }))
      .finally(() => setLoadingOlder(false));
  }, [id, loadingOlder, queryClient]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (draft.mode === 'edit') return;
    addFiles([...event.dataTransfer.files]);
  };

  return (
    <Stack
      gap={0}
      h="100%"
      className={dragging ? classes.dropActive : undefined}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <ConversationHeader
        conversation={conversation}
        others={others}
        onlineIds={onlineIds}
        typing={typing}
        showBack={showBack}
        onOpenParticipants={participants.open}
      />
      {messages.isPending ? (
        <Center style={{ flex: 1 }}>
          <Loader aria-label="Загрузка сообщений" />
        </Center>
      ) : messages.isError ? (
        <Center style={{ flex: 1 }}>
          <Stack align="center" gap="xs">
            <Text c="dimmed">Не удалось загрузить сообщения</Text>
            <Button variant="light" onClick={() => void messages.refetch()}>
              Повторить
            </Button>
          </Stack>
        </Center>
      ) : (
        <MessageList
          messages={list ?? []}
          hasMore={messages.data.hasMore}
          loadingOlder={loadingOlder}
          meId={me.id}
          isMaster={conversation.chat_user_id === me.id}
          showAuthors={conversation.chat_users.length > 2}
          highlightedId={highlightedId}
          scrollRequest={scrollRequest}
          onLoadOlder={onLoadOlder}
          actions={actions}
        />
      )}
      <MessageComposer
        draft={draft}
        target={target}
        onSubmit={submit}
        onTyping={sendTyping}
        onFiles={addFiles}
      />
      <ParticipantsDrawer
        opened={participantsOpened}
        onClose={participants.close}
        conversation={conversation}
        companyId={companyId}
        me={me}
        onlineIds={onlineIds}
        onLeft={() => void navigate(CHAT_PATH)}
      />
      <DeleteMessageModal
        conversationId={id}
        message={toDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

import {
  isPreSent,
  type ChatUser,
  type Conversation,
  type ListedMessage,
} from '@kabinet/domain/chat';
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import {
  loadOlderMessages,
  useConversationMessages,
  useDeleteMessage,
  useEditMessage,
} from '../api/messages.ts';
import { useSendMessage } from '../api/send.ts';
import classes from '../components/chat.module.css';
import { ConversationHeader } from '../components/conversation-header.tsx';
import type { MessageActions } from '../components/message-bubble.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { MessageList } from '../components/message-list.tsx';
import { ParticipantsDrawer } from '../components/participants-drawer.tsx';
import { useJumpToMessage } from '../components/use-jump-to-message.ts';
import { useTypingSender } from '../components/use-typing-sender.ts';
import { asReplyMessage, otherParticipants, typingText } from '../model.ts';
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
  const { send, retry, discard } = useSendMessage();
  const edit = useEditMessage(id);
  const remove = useDeleteMessage(id);
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

  const addFiles = useCallback(
    (files: File[]) => {
      void draft.addFiles(files).then((problems) => {
        for (const message of problems) showToast({ type: 'warning', message });
      });
    },
    [draft],
  );

  const actions = useMemo<MessageActions>(
    () => ({
      onReply: (m) => m.id !== null && draft.startReply({ id: m.id, text: m.text }),
      onEdit: (m) => m.id !== null && draft.startEdit({ id: m.id, text: m.text }),
      onDelete: setToDelete,
      onCopy: (m) =>
        void navigator.clipboard
          ?.writeText(m.text)
          .then(() => showToast({ type: 'positive', message: 'Текст скопирован' }))
          .catch(() => undefined),
      onJump: (messageId) => void jump(messageId),
      onRetry: (clientId) => void retry(clientId),
      onDiscard: (clientId) => discard(id, clientId),
    }),
    [draft, jump, retry, discard, id],
  );

  const onSubmit = () => {
    const { text, files, draft_id: editId } = draft.draft;
    sendTyping(false);
    if (editId !== null) {
      edit.mutate(
        { id: editId, text: text.trim() },
        {
          onSuccess: () => draft.clear(),
          onError: (error) => showToast({ type: 'negative', message: describeError(error) }),
        },
      );
      return;
    }
    const reply =
      target && !isPreSent(target) && target.id !== null ? asReplyMessage(target as never) : null;
    void send({ conversationId: id, chatUser: me, text: text.trim(), files, reply });
    draft.clear();
  };

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
        onSubmit={onSubmit}
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
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Удалить сообщение?"
        centered
      >
        <Text size="sm" mb="md">
          Сообщение исчезнет у всех участников диалога.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setToDelete(null)}>
            Отмена
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              toDelete?.id &&
              remove.mutate(toDelete.id, {
                onSuccess: () => setToDelete(null),
                onError: (error) => showToast({ type: 'negative', message: describeError(error) }),
              })
            }
          >
            Удалить
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

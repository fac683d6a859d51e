import { type ChatUser, type Conversation, type ListedMessage } from '@kabinet/domain/chat';
import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { hasManagerRights } from '@kabinet/domain/shared';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useConversationMessages } from '../api/messages.ts';
import { useTemplates } from '../api/templates.ts';
import classes from '../components/chat.module.css';
import { ConversationBody } from '../components/conversation-body.tsx';
import { ConversationHeader } from '../components/conversation-header.tsx';
import { DeleteMessageModal } from '../components/delete-message-modal.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { useConversationActions } from '../components/use-conversation-actions.ts';
import { useFileDrop } from '../components/use-file-drop.ts';
import { useJumpToMessage } from '../components/use-jump-to-message.ts';
import { useOlderMessages } from '../components/use-older-messages.ts';
import { useOpenAtMessage } from '../components/use-open-at-message.ts';
import { useTypingSender } from '../components/use-typing-sender.ts';
import { otherParticipants, typingText } from '../model.ts';
import { CHAT_PATH } from '../paths.ts';
import { activeTyping, useTypingStore } from '../store.ts';
import { useConversationDraft } from '../use-draft.ts';
import { useOpenConversation } from '../use-open-conversation.ts';

// The participants drawer (its multi-select and drawer) loads when first opened (the pages' JS budgets).
const ParticipantsDrawer = lazyPage(
  () => import('../components/participants-drawer.tsx'),
  'ParticipantsDrawer',
);

interface ConversationViewProps {
  conversation: Conversation;
  me: ChatUser;
  companyId: number;
  onlineIds: ReadonlySet<number>;
  showBack: boolean;
  /** Where «back» and leaving the conversation lead: the chat list, or the staff inbox. */
  listPath?: string;
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

/** The header and, behind it, the participants drawer (SPEC §6 invite, remove, leave). */
function ConversationTop({
  conversation,
  me,
  companyId,
  onlineIds,
  showBack,
  listPath = CHAT_PATH,
  typing,
}: ConversationViewProps & { typing: string | null }) {
  const navigate = useNavigate();
  const [participantsOpened, participants] = useDisclosure(false);
  const others = useMemo(() => otherParticipants(conversation, me.id), [conversation, me.id]);
  return (
    <>
      <ConversationHeader
        conversation={conversation}
        others={others}
        onlineIds={onlineIds}
        typing={typing}
        showBack={showBack}
        listPath={listPath}
        onOpenParticipants={participants.open}
      />
      <LazyDialog opened={participantsOpened}>
        {(opened) => (
          <ParticipantsDrawer
            opened={opened}
            onClose={participants.close}
            conversation={conversation}
            companyId={companyId}
            me={me}
            onlineIds={onlineIds}
            onLeft={() => void navigate(listPath)}
          />
        )}
      </LazyDialog>
    </>
  );
}

/** The open conversation: header, virtualised messages, composer, participants, drop zone. */
export function ConversationView(props: ConversationViewProps) {
  const { conversation, me } = props;
  const id = conversation.id;
  const messages = useConversationMessages(id);
  const draft = useConversationDraft(id);
  const { jump, highlightedId, scrollRequest } = useJumpToMessage(id);
  const sendTyping = useTypingSender(id, me);
  const typing = useTypingLine(id);
  const [toDelete, setToDelete] = useState<ListedMessage | null>(null);
  const { loadingOlder, onLoadOlder } = useOlderMessages(id);
  useOpenConversation(id);
  useOpenAtMessage(messages.data !== undefined, jump);

  const targetId = draft.draft.draft_id ?? draft.draft.reply_message_id;
  const target = messages.data?.messages.find((m) => m.id === targetId);
  const { actions, addFiles, submit } = useConversationActions({
    conversationId: id,
    me,
    draft,
    target,
    jump,
    onDelete: setToDelete,
    onTyping: sendTyping,
  });
  const drop = useFileDrop({ editing: draft.mode === 'edit', onFiles: addFiles });
  const templates = useTemplates(hasManagerRights(useSignedInUser().role.role_slug));

  return (
    <Stack
      gap={0}
      h="100%"
      className={drop.dragging ? classes.dropActive : undefined}
      {...drop.handlers}
    >
      <ConversationTop {...props} typing={typing} />
      <ConversationBody
        messages={messages}
        loadingOlder={loadingOlder}
        meId={me.id}
        isMaster={conversation.chat_user_id === me.id}
        showAuthors={conversation.chat_users.length > 2}
        highlightedId={highlightedId}
        scrollRequest={scrollRequest}
        onLoadOlder={onLoadOlder}
        actions={actions}
      />
      <MessageComposer
        draft={draft}
        target={target}
        onSubmit={submit}
        onTyping={sendTyping}
        onFiles={addFiles}
        templates={templates.data}
      />
      <DeleteMessageModal
        conversationId={id}
        message={toDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

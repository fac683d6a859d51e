import { isPreSent, type ChatUser, type ListedMessage, type Message } from '@kabinet/domain/chat';
import { useCallback, useEffect, useMemo, useRef } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useEditMessage } from '../api/messages.ts';
import { useSendMessage } from '../api/send.ts';
import { asReplyMessage } from '../model.ts';
import type { ConversationDraft } from '../use-draft.ts';
import type { MessageActions } from './message-bubble.tsx';

interface ConversationActionsArgs {
  conversationId: number;
  me: ChatUser;
  draft: ConversationDraft;
  /** The message being edited or answered, when loaded. */
  target: ListedMessage | undefined;
  jump: (messageId: number) => Promise<void>;
  onDelete: (message: ListedMessage) => void;
  onTyping: (typing: boolean) => void;
}

/**
 * What the user does in a conversation: message actions (stable, so rows are not re-rendered),
 * submitting the composer (send or save an edit) and attaching files.
 */
export function useConversationActions(args: ConversationActionsArgs) {
  const { conversationId, me, draft, target, jump, onDelete, onTyping } = args;
  const { send, retry, discard } = useSendMessage();
  const edit = useEditMessage(conversationId);
  const latest = useRef({ draft, jump, onDelete });
  useEffect(() => {
    latest.current = { draft, jump, onDelete };
  });

  const actions = useMemo<MessageActions>(
    () => ({
      onReply: (m) => m.id !== null && latest.current.draft.startReply({ id: m.id, text: m.text }),
      onEdit: (m) => m.id !== null && latest.current.draft.startEdit({ id: m.id, text: m.text }),
      onDelete: (m) => latest.current.onDelete(m),
      onCopy: (m) =>
        void navigator.clipboard
          ?.writeText(m.text)
          .then(() => showToast({ type: 'positive', message: 'Текст скопирован' }))
          .catch(() => undefined),
      onJump: (messageId) => void latest.current.jump(messageId),
      onRetry: (clientId) => void retry(clientId),
      onDiscard: (clientId) => discard(conversationId, clientId),
    }),
    [retry, discard, conversationId],
  );

  const addFiles = useCallback((files: File[]) => {
    for (const message of latest.current.draft.addFiles(files)) {
      showToast({ type: 'warning', message });
    }
  }, []);

  const submit = () => {
    const { text, files, draft_id: editId } = draft.draft;
    onTyping(false);
    if (editId !== null) {
      edit.mutate(
        { id: editId, text: text.trim() },
        { onSuccess: draft.clear, onError: showErrorToast },
      );
      return;
    }
    const reply = target && !isPreSent(target) ? asReplyMessage(target as Message) : null;
    void send({ conversationId, chatUser: me, text: text.trim(), files, reply });
    draft.clear();
  };

  return { actions, addFiles, submit };
}

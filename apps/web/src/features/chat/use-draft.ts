import {
  addFilesToDraft,
  cancelEdit,
  cancelReply,
  CHAT_FILE_MESSAGES,
  chatFileProblem,
  draftMode,
  emptyDraft,
  MAX_FILES_PER_MESSAGE,
  removeFileFromDraft,
  startEdit,
  startReply,
  type Draft,
  type DraftTarget,
} from '@kabinet/domain/chat';
import { useCallback, useMemo } from 'react';

import { useDraftFilesStore, useDraftsStore, type StoredDraft } from './store.ts';

const NO_FILES: File[] = [];
const renameFile = (file: File, name: string) => new File([file], name, { type: file.type });

/**
 * The draft of one conversation (SPEC §3 draft_message): text and modes persisted across
 * reloads, files kept for the page's life. Every change goes through the domain's draft rules.
 */
export function useConversationDraft(conversationId: number) {
  const stored = useDraftsStore((s) => s.drafts[conversationId]);
  const files = useDraftFilesStore((s) => s.files[conversationId] ?? NO_FILES);

  const draft = useMemo<Draft<File>>(
    () => ({ ...emptyDraft<File>(), ...stored, files }),
    [stored, files],
  );

  const save = useCallback(
    (next: Draft<File>) => {
      const { files: nextFiles, ...rest } = next;
      useDraftsStore.getState().setDraft(conversationId, rest satisfies StoredDraft);
      useDraftFilesStore.getState().setFiles(conversationId, nextFiles);
    },
    [conversationId],
  );

  const current = useCallback((): Draft<File> => {
    const saved = useDraftsStore.getState().drafts[conversationId];
    const savedFiles = useDraftFilesStore.getState().files[conversationId] ?? [];
    return { ...emptyDraft<File>(), ...saved, files: savedFiles };
  }, [conversationId]);

  return {
    draft,
    mode: draftMode(draft),
    setText: (text: string) => save({ ...current(), text }),
    startEdit: (target: DraftTarget) => save(startEdit(current(), target)),
    startReply: (target: DraftTarget) => save(startReply(current(), target)),
    /** Esc: an edit is dropped with its text; a reply only loses its target. */
    cancelMode: () => {
      const now = current();
      save(now.draft_id !== null ? cancelEdit(now) : cancelReply(now));
    },
    clear: () => save(emptyDraft<File>()),
    removeFile: (index: number) => save(removeFileFromDraft(current(), index)),
    /**
     * Adds the acceptable files (same-name rule of SPEC §5); returns the refusals to show. Name
     * and size are checked here; the server reads the content.
     */
    addFiles: (incoming: File[]): string[] => {
      const problems: string[] = [];
      const accepted: File[] = [];
      for (const file of incoming) {
        const problem = chatFileProblem({ name: file.name, size: file.size });
        if (problem) problems.push(`${file.name}: ${problem}`);
        else accepted.push(file);
      }
      const now = current();
      const room = MAX_FILES_PER_MESSAGE - now.files.length;
      if (accepted.length > room) problems.push(CHAT_FILE_MESSAGES.TOO_MANY);
      if (room > 0 && accepted.length > 0) {
        save(addFilesToDraft(now, accepted.slice(0, room), Date.now(), renameFile));
      }
      return problems;
    },
  };
}

export type ConversationDraft = ReturnType<typeof useConversationDraft>;

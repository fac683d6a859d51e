import { emptyDraft, TYPING_EXPIRY_MS, type Draft, type TypingUser } from '@kabinet/domain/chat';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A draft as kept across reloads: browser files cannot be stored, so only the text and modes. */
export type StoredDraft = Omit<Draft, 'files'>;

interface DraftsState {
  drafts: Record<string, StoredDraft>;
  setDraft: (conversationId: number, draft: StoredDraft) => void;
}

/** SPEC §3 draft_message per conversation, kept in localStorage (ARCHITECTURE §4: Zustand). */
export const useDraftsStore = create<DraftsState>()(
  persist(
    (set) => ({
      drafts: {},
      setDraft: (conversationId, draft) =>
        set((state) => {
          const drafts = { ...state.drafts };
          const empty = !draft.text && draft.draft_id === null && draft.reply_message_id === null;
          if (empty) delete drafts[conversationId];
          else drafts[conversationId] = draft;
          return { drafts };
        }),
    }),
    { name: 'kabinet-chat-drafts', storage: createJSONStorage(() => localStorage) },
  ),
);

export function storedDraftOf(conversationId: number): StoredDraft {
  const { files: _files, ...empty } = emptyDraft();
  return useDraftsStore.getState().drafts[conversationId] ?? empty;
}

/** Upload progress (0…1) and failures of pre-sent messages, by client id. */
interface SendsState {
  progress: Record<string, number>;
  failed: Record<string, string>;
  setProgress: (clientId: string, value: number) => void;
  setFailed: (clientId: string, message: string | null) => void;
}

export const useSendsStore = create<SendsState>()((set) => ({
  progress: {},
  failed: {},
  setProgress: (clientId, value) =>
    set((state) => ({ progress: { ...state.progress, [clientId]: value } })),
  setFailed: (clientId, message) =>
    set((state) => {
      const failed = { ...state.failed };
      if (message === null) delete failed[clientId];
      else failed[clientId] = message;
      return { failed };
    }),
}));

/** Who is typing where (client-typing), each mark with its expiry. */
interface TypingState {
  typing: Record<number, Record<number, TypingUser & { until: number }>>;
  setTyping: (conversationId: number, user: TypingUser, typing: boolean, now?: number) => void;
}

export const useTypingStore = create<TypingState>()((set) => ({
  typing: {},
  setTyping: (conversationId, user, typing, now = Date.now()) =>
    set((state) => {
      const forConversation = { ...state.typing[conversationId] };
      if (typing) forConversation[user.chat_user_id] = { ...user, until: now + TYPING_EXPIRY_MS };
      else delete forConversation[user.chat_user_id];
      return { typing: { ...state.typing, [conversationId]: forConversation } };
    }),
}));

/** The typing users of a conversation whose marks have not expired. */
export function activeTyping(
  marks: Record<number, TypingUser & { until: number }> | undefined,
  now = Date.now(),
): TypingUser[] {
  return Object.values(marks ?? {})
    .filter((mark) => mark.until > now)
    .map(({ chat_user_id, name }) => ({ chat_user_id, name }));
}

/** Presence lists by conversation (SPEC §4: online presence is synced from a presence list). */
interface PresenceState {
  members: Record<number, number[]>;
  setMembers: (conversationId: number, chatUserIds: number[]) => void;
  join: (conversationId: number, chatUserId: number) => void;
  leave: (conversationId: number, chatUserId: number) => void;
}

export const usePresenceStore = create<PresenceState>()((set) => ({
  members: {},
  setMembers: (conversationId, ids) =>
    set((state) => ({ members: { ...state.members, [conversationId]: [...new Set(ids)] } })),
  join: (conversationId, id) =>
    set((state) => {
      const current = state.members[conversationId] ?? [];
      return current.includes(id)
        ? state
        : { members: { ...state.members, [conversationId]: [...current, id] } };
    }),
  leave: (conversationId, id) =>
    set((state) => ({
      members: {
        ...state.members,
        [conversationId]: (state.members[conversationId] ?? []).filter((m) => m !== id),
      },
    })),
}));

/** Which conversation the chat screen shows now (null: none or another page). */
interface OpenConversationState {
  openId: number | null;
  setOpenId: (id: number | null) => void;
}

export const useOpenConversationStore = create<OpenConversationState>()((set) => ({
  openId: null,
  setOpenId: (openId) => set({ openId }),
}));

/** The user is looking at this conversation right now (open and the tab visible). */
export function isWatching(conversationId: number): boolean {
  return (
    useOpenConversationStore.getState().openId === conversationId &&
    document.visibilityState === 'visible'
  );
}

/** Files of the drafts (browser File objects live only as long as the page). */
interface DraftFilesState {
  files: Record<number, File[]>;
  setFiles: (conversationId: number, files: File[]) => void;
}

export const useDraftFilesStore = create<DraftFilesState>()((set) => ({
  files: {},
  setFiles: (conversationId, files) =>
    set((state) => ({ files: { ...state.files, [conversationId]: files } })),
}));

import type { Conversation, Message } from '@kabinet/domain/chat';
import type { PaginatedEnvelope } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { ChatConversationRow, ChatMessageFileRow } from '../../db/schema/chat.ts';

import { findConversation, listParticipantsOf } from './chat-conversations.repository.ts';
import {
  listFilesOfMessages,
  listLastLiveMessages,
  listLiveMessagesByIds,
  listMessagesInRange,
  type MessageRow,
} from './chat-messages.repository.ts';
import { listChatUsers } from './chat-users.repository.ts';
import type { FileUrlSigner, FileViewer } from './chat-files.signing.ts';
import {
  serializeConversation,
  serializeConversationUser,
  serializeMessage,
} from './chat.serializers.ts';

/** Keyset window of a message list (docs/api/chat.md «Pagination»). */
export type PageRequest = {
  page?: number | undefined;
  afterSeq?: number | undefined;
  beforeSeq?: number | undefined;
  limit?: number | undefined;
};

/**
 * Loads what messages refer to (senders, files, replied messages) and serializes them; file
 * URLs are issued to `viewer`, whose access the caller has checked.
 */
export function createChatLoader(deps: { db: Db; files: FileUrlSigner }) {
  const { db } = deps;
  return { messages, message, page, conversations };

  async function messages(rows: MessageRow[], viewer: FileViewer): Promise<Message[]> {
    if (rows.length === 0) return [];
    const replies = await listLiveMessagesByIds(
      db,
      rows.flatMap((row) => (row.replyMessageId ? [row.replyMessageId] : [])),
    );
    const all = [...rows, ...replies];
    const [chatUsers, files] = await Promise.all([
      listChatUsers(
        db,
        all.map((row) => row.chatUserId),
      ),
      listFilesOfMessages(
        db,
        all.map((row) => row.id),
      ),
    ]);
    const filesByMessage = new Map<number, ChatMessageFileRow[]>();
    for (const file of files) {
      filesByMessage.set(file.messageId, [...(filesByMessage.get(file.messageId) ?? []), file]);
    }
    const context = {
      chatUsers: new Map(chatUsers.map((row) => [row.id, row])),
      files: filesByMessage,
      replies: new Map(replies.map((row) => [row.id, row])),
      fileUrl: (id: number, variant: 'original' | 'preview') => deps.files.url(id, variant, viewer),
    };
    return rows.map((row) => serializeMessage(row, context));
  }

  async function message(row: MessageRow, viewer: FileViewer): Promise<Message> {
    const [serialized] = await messages([row], viewer);
    if (!serialized) throw new Error('message serialization failed');
    return serialized;
  }

  /**
   * docs/api/chat.md «Pagination»: a page, a catch-up window or a window before a seq. The
   * conversation's counters and its messages come from one snapshot, so a page never holds an
   * edit newer than a message it leaves out: its highest change_seq is a safe position for the
   * change catch-up (ARCHITECTURE §3).
   */
  async function page(
    conversation: ChatConversationRow,
    perPage: number,
    request: PageRequest,
    viewer: FileViewer,
  ): Promise<PaginatedEnvelope<Message>> {
    const window = await db.transaction(
      async (tx) => {
        const current = (await findConversation(tx, conversation.id)) ?? conversation;
        return readWindow(tx, current, perPage, request);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return { ...window, data: await messages(window.rows, viewer) };
  }

  /** SPEC §3 Conversations with participants, last message and the viewer's unread count. */
  async function conversations(
    items: { conversation: ChatConversationRow; unreadCount: number }[],
    viewer: FileViewer,
  ): Promise<Conversation[]> {
    const participants = await listParticipantsOf(
      db,
      items.map((item) => item.conversation.id),
    );
    const lastRows = await listLastLiveMessages(
      db,
      items.map((item) => item.conversation.id),
    );
    const lastMessages = new Map(
      (await messages(lastRows, viewer)).map((m) => [m.chat_conversation_id, m]),
    );
    return items.map(({ conversation, unreadCount }) => {
      const own = participants.filter((p) => p.conversationId === conversation.id);
      return serializeConversation(conversation, {
        chatUsers: own.map((p) => p.chatUser),
        users: own.flatMap((p) => (p.user ? [serializeConversationUser(p.user)] : [])),
        lastMessage: lastMessages.get(conversation.id) ?? null,
        unreadCount,
      });
    });
  }
}

/** ARCHITECTURE §3 keyset windows over (conversation_id, seq), ascending. */
async function readWindow(
  db: Db,
  conversation: ChatConversationRow,
  perPage: number,
  request: PageRequest,
) {
  const limit = request.limit ?? perPage;
  const total = conversation.lastSeq;
  const conversationId = conversation.id;
  const window = (rows: MessageRow[], more: boolean) => ({
    rows,
    meta: { current_page: 1, last_page: more ? 2 : 1, per_page: limit, total },
    links: emptyLinks(),
  });
  if (request.afterSeq !== undefined) {
    // A full window means «ask again»: the conversation row may be older than the last commit.
    const rows = await listMessagesInRange(db, {
      conversationId,
      afterSeq: request.afterSeq,
      limit,
    });
    return window(rows, rows.length === limit);
  }
  if (request.beforeSeq !== undefined) {
    const uptoSeq = request.beforeSeq - 1;
    const rows = await listMessagesInRange(db, {
      conversationId,
      afterSeq: 0,
      uptoSeq,
      limit,
      newestFirst: true,
    });
    return window(rows, (rows[0]?.seq ?? 1) > 1);
  }
  const current = request.page ?? 1;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const upto = total - (current - 1) * limit;
  const rows =
    upto <= 0
      ? []
      : await listMessagesInRange(db, {
          conversationId,
          afterSeq: Math.max(0, upto - limit),
          uptoSeq: upto,
          limit,
        });
  return {
    rows,
    meta: { current_page: current, last_page: lastPage, per_page: limit, total },
    links: pageLinks(current, lastPage),
  };
}

function emptyLinks() {
  return { first: null, last: null, prev: null, next: null };
}

function pageLinks(current: number, last: number) {
  const link = (n: number) => `?page=${n}`;
  return {
    first: link(1),
    last: link(last),
    prev: current > 1 ? link(current - 1) : null,
    next: current < last ? link(current + 1) : null,
  };
}

export type ChatLoader = ReturnType<typeof createChatLoader>;

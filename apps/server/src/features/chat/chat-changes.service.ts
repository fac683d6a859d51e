import type { MessageChange, MessageChangesPage } from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { ChatConversationRow } from '../../db/schema/chat.ts';

import type { FileViewer } from './chat-files.signing.ts';
import type { ChatLoader } from './chat-loader.service.ts';
import { listChangedMessages } from './chat-messages.repository.ts';

/**
 * docs/api/chat.md change catch-up: what changed after `afterChangeSeq` — new and edited messages
 * as Message JSON, deleted ones as tombstones — in change_seq order. `conversation` must be read
 * before the changes: commits follow change_seq order, so every change up to its
 * last_change_seq is visible to the query that follows, and the answer's position is safe.
 */
export async function readChanges(
  deps: { db: Db; loader: ChatLoader },
  conversation: ChatConversationRow,
  args: { afterChangeSeq: number; limit: number; viewer: FileViewer },
): Promise<MessageChangesPage> {
  const rows = await listChangedMessages(deps.db, {
    conversationId: conversation.id,
    afterChangeSeq: args.afterChangeSeq,
    limit: args.limit + 1,
  });
  const hasMore = rows.length > args.limit;
  const page = hasMore ? rows.slice(0, args.limit) : rows;
  const live = await deps.loader.messages(
    page.filter((row) => row.deletedAt === null),
    args.viewer,
  );
  const messages = new Map(live.map((message) => [message.id, message]));
  const data = page.map(
    (row): MessageChange =>
      messages.get(row.id) ?? { id: row.id, deleted: true, change_seq: row.changeSeq },
  );
  const last = page.at(-1)?.changeSeq ?? 0;
  return {
    data,
    meta: {
      last_change_seq: hasMore ? last : Math.max(last, conversation.lastChangeSeq),
      has_more: hasMore,
    },
  };
}

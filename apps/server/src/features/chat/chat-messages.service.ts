import { CHAT_CHANGES_PAGE_SIZE, type MessageChangesPage } from '@kabinet/domain/chat';

import { readChanges } from './chat-changes.service.ts';
import type { PageRequest } from './chat-loader.service.ts';
import { viewerOf } from './chat-files.signing.ts';
import { createMessageEditor } from './chat-message-edit.service.ts';
import { createMessageSender, type MessageSendDeps } from './chat-message-send.service.ts';
import { findLiveMessage } from './chat-messages.repository.ts';
import type { ChatActor } from './chat-users.service.ts';
import { requireConversationAccess } from './chat.policy.ts';
import { messageNotFound } from './chat.errors.ts';

/**
 * What the messages service needs: what a send needs (edit and delete take less), but the access
 * check, which the service supplies to its operations.
 */
export type MessagesDeps = Omit<MessageSendDeps, 'access'>;

/**
 * SPEC §7 messages: send (deduplicated by client id), edit, delete, pages and the catch-ups
 * (after a seq, after a change_seq).
 */
export function createChatMessagesService(deps: MessagesDeps) {
  const { db, loader } = deps;
  const { send } = createMessageSender({ ...deps, access });
  const { edit, remove } = createMessageEditor({ ...deps, access, visibleMessage });
  return { send, edit, remove, list, changes };

  function access(actor: ChatActor, conversationId: number) {
    return requireConversationAccess(db, actor, conversationId);
  }

  /** A page (or catch-up window) of a conversation the actor is in. */
  async function list(
    actor: ChatActor,
    conversationId: number,
    perPage: number,
    request: PageRequest,
  ) {
    const { conversation } = await access(actor, conversationId);
    return loader.page(conversation, perPage, request, viewerOf(actor));
  }

  /** ARCHITECTURE §3: the changes after a change_seq, for a client back from a dropped socket. */
  async function changes(
    actor: ChatActor,
    conversationId: number,
    request: { afterChangeSeq: number; limit?: number | undefined },
  ): Promise<MessageChangesPage> {
    const { conversation } = await access(actor, conversationId);
    return readChanges({ db, loader }, conversation, {
      afterChangeSeq: request.afterChangeSeq,
      limit: request.limit ?? CHAT_CHANGES_PAGE_SIZE,
      viewer: viewerOf(actor),
    });
  }

  async function visibleMessage(actor: ChatActor, id: number) {
    const row = await findLiveMessage(db, id);
    if (!row) throw messageNotFound();
    await requireConversationAccess(db, actor, row.conversationId, messageNotFound);
    return row;
  }
}

export type ChatMessagesService = ReturnType<typeof createChatMessagesService>;

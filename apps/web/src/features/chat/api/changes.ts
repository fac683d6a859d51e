import {
  CHAT_CHANGES_MAX_LIMIT,
  hasChangeGap,
  isTombstone,
  type Message,
  type MessageChange,
  type MessageChangesPage,
} from '@kabinet/domain/chat';
import type { QueryClient } from '@tanstack/react-query';

import { http } from '../../../shared/http/http.ts';
import { withChanges } from '../conversation-messages.ts';
import type { ConversationMessages } from '../model.ts';
import { chatKeys, messagesQuery, validMessages } from './keys.ts';
import { patchHeld, showNewestMessage } from './messages.ts';

/** Live events overtook a change this long ago and it still has not come: catch up. */
const GAP_WAIT_MS = 2_000;

/** SPEC §5: messages without numeric ids are skipped (with a warning); so are such tombstones. */
function validChanges(changes: readonly MessageChange[]): MessageChange[] {
  const messages = new Set<MessageChange>(
    validMessages(changes.filter((c): c is Message => !isTombstone(c))),
  );
  return changes.filter((c) =>
    isTombstone(c) ? Number.isSafeInteger(c.id) && c.id > 0 : messages.has(c),
  );
}

/** docs/api/chat.md change catch-up: every change after `afterChangeSeq`, page after page. */
export async function fetchChangesAfter(conversationId: number, afterChangeSeq: number) {
  const changes: MessageChange[] = [];
  let position = afterChangeSeq;
  for (;;) {
    const page = await http.get<MessageChangesPage>(
      `/api/v1/chat/conversations/${conversationId}/changes`,
      { query: { after_change_seq: position, limit: CHAT_CHANGES_MAX_LIMIT } },
    );
    changes.push(...validChanges(page.data));
    const stalled = page.meta.last_change_seq <= position;
    position = Math.max(position, page.meta.last_change_seq);
    if (!page.meta.has_more || stalled) return { changes, lastChangeSeq: position };
  }
}

const held = (queryClient: QueryClient, conversationId: number) =>
  queryClient.getQueryData<ConversationMessages>(chatKeys.messages(conversationId));

const isFirstPageLoading = (queryClient: QueryClient, conversationId: number) =>
  queryClient.getQueryState(chatKeys.messages(conversationId))?.fetchStatus === 'fetching';

/**
 * The held list, or the first page still on its way: a subscription can succeed (and a message
 * arrive) before that page answers, and the page may be read from before the message, so the
 * catch-up waits for it and then asks for what came after it, instead of giving up.
 */
async function heldOrLoading(queryClient: QueryClient, conversationId: number) {
  const current = held(queryClient, conversationId);
  if (current) return current;
  if (!isFirstPageLoading(queryClient, conversationId)) return undefined;
  return queryClient.ensureQueryData(messagesQuery(conversationId)).catch(() => undefined);
}

async function catchUp(queryClient: QueryClient, conversationId: number): Promise<void> {
  const current = await heldOrLoading(queryClient, conversationId);
  if (!current) return;
  const { changes, lastChangeSeq } = await fetchChangesAfter(conversationId, current.changes.upTo);
  patchHeld(queryClient, conversationId, (state) => withChanges(state, changes, lastChangeSeq));
  showNewestMessage(
    queryClient,
    conversationId,
    changes.filter((c): c is Message => !isTombstone(c)),
  );
  if (changes.some(isTombstone)) {
    // The caption must not show a deleted message: ask the server for the new last one.
    void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] });
  }
}

const queued = new Map<number, Promise<void>>();

/**
 * ARCHITECTURE §3: after a (re)subscription, the changes made while the socket was away — new,
 * edited and deleted messages — into the held list. Catch-ups of one conversation run one after
 * another, each from the position the previous one left.
 */
export function catchUpChanges(queryClient: QueryClient, conversationId: number): Promise<void> {
  const previous = queued.get(conversationId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => catchUp(queryClient, conversationId));
  queued.set(conversationId, next);
  const forget = () => {
    if (queued.get(conversationId) === next) queued.delete(conversationId);
  };
  next.then(forget, forget);
  return next;
}

const gapTimers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * ARCHITECTURE §3 «buffer a gap, catch up»: an event arrived ahead of a change not seen yet
 * (events of different requests may overtake each other); if the gap is still open after a
 * moment, the missing change is asked for.
 */
export function catchUpOnGap(queryClient: QueryClient, conversationId: number): void {
  const current = held(queryClient, conversationId);
  // An event before the first page answered: catch up after that page (heldOrLoading waits).
  if (!current && isFirstPageLoading(queryClient, conversationId)) {
    // One waiting catch-up covers every event until the page: it asks after the page answered.
    if (!queued.has(conversationId)) {
      void catchUpChanges(queryClient, conversationId).catch(() => undefined);
    }
    return;
  }
  if (!current || !hasChangeGap(current.changes) || gapTimers.has(conversationId)) return;
  const timer = setTimeout(() => {
    gapTimers.delete(conversationId);
    const now = held(queryClient, conversationId);
    if (now && hasChangeGap(now.changes)) {
      void catchUpChanges(queryClient, conversationId).catch(() => undefined);
    }
  }, GAP_WAIT_MS);
  gapTimers.set(conversationId, timer);
}

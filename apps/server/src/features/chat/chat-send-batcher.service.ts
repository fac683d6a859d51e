import type { Message } from '@kabinet/domain/chat';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { isDatabaseUnavailable } from '../../platform/db-errors.ts';

import {
  insertMessagesInOrder,
  type NewMessage,
  type ParticipantPresence,
} from './chat-message-send.repository.ts';
import type { MessageRow } from './chat-messages.repository.ts';

/** A stored and published message with the conversation's active participants. */
export type Sent = { message: Message; participants: ParticipantPresence[] };

/** Serializes a stored message and publishes it (MessageSent); answers what it published. */
export type Publish = (row: MessageRow) => Promise<Message>;

type Waiting = {
  message: NewMessage;
  publish: Publish;
  resolve: (sent: Sent | null) => void;
  reject: (error: unknown) => void;
};

/**
 * A send whose message was stored (committed) but could not be serialized or published: its
 * files belong to a stored message and must stay. `cause` is what failed.
 */
export class StoredButNotPublished extends Error {
  constructor(cause: unknown) {
    super('the message was stored but not published', { cause });
  }
}

/** Sends stored by one statement at most (a bound on the statement's size). */
const MAX_BATCH = 100;

/**
 * Group commit: a conversation's sends on this node are stored one batch at a time.
 * While a batch is being stored, the sends that arrive wait and then go together in the next one:
 * one statement and one commit for all of them (chat-message-send.repository.ts), so a busy
 * conversation costs the database a round trip per batch, not per message. Each batch is
 * published in seq order before the next is stored, so this node's sockets hear the
 * conversation's messages in order. Sends to other conversations do not wait for this one.
 */
export function createSendBatcher(deps: { db: Db; clock: Clock }) {
  /** The conversations with a batch being stored, and the sends waiting for the next one. */
  const queues = new Map<number, Waiting[]>();
  return { store };

  /**
   * Stores `message` in `conversationId` and publishes it: what was published, or null when
   * nothing was written (the sender's client id was taken, the sender may not send there, or
   * the conversation is gone).
   */
  function store(conversationId: number, message: NewMessage, publish: Publish) {
    return new Promise<Sent | null>((resolve, reject) => {
      const waiting: Waiting = { message, publish, resolve, reject };
      const queue = queues.get(conversationId);
      if (queue) {
        queue.push(waiting);
        return;
      }
      const started = [waiting];
      queues.set(conversationId, started);
      void drain(conversationId, started);
    });
  }

  async function drain(conversationId: number, queue: Waiting[]) {
    try {
      while (queue.length > 0) await storeBatch(conversationId, takeBatch(queue));
    } catch (error) {
      // storeBatch answers every send it takes; whatever still waits must not wait forever.
      for (const waiting of queue.splice(0)) waiting.reject(error);
    } finally {
      queues.delete(conversationId);
    }
  }

  async function storeBatch(conversationId: number, batch: Waiting[]): Promise<void> {
    let stored;
    try {
      const messages = batch.map((waiting) => waiting.message);
      stored = await insertMessagesInOrder(deps.db, conversationId, messages, deps.clock.now());
    } catch (error) {
      // One send can fail the whole statement (a client id taken meanwhile through another node,
      // a reply target deleted since the check): store the batch's sends one by one, so only
      // that one answers with the error. An outage fails them all alike.
      if (batch.length > 1 && !isDatabaseUnavailable(error)) {
        for (const waiting of batch) await storeBatch(conversationId, [waiting]);
        return;
      }
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    for (const [ord, waiting] of batch.entries()) {
      const row = stored.rows.get(ord);
      if (!row) {
        waiting.resolve(null);
        continue;
      }
      try {
        const message = await waiting.publish(row);
        waiting.resolve({ message, participants: stored.participants });
      } catch (error) {
        waiting.reject(new StoredButNotPublished(error));
      }
    }
  }
}

/**
 * The next batch, in arrival order. A send repeating a client id already in the batch waits for
 * the next one, where it is found stored and answered as the retry it is.
 */
function takeBatch(queue: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const clientIds = new Set<string>();
  for (let index = 0; index < queue.length && batch.length < MAX_BATCH;) {
    const waiting = queue[index] as Waiting;
    const { chatUserId, clientId } = waiting.message;
    const key = clientId === null ? null : `${chatUserId}:${clientId}`;
    if (key !== null && clientIds.has(key)) {
      index += 1;
      continue;
    }
    if (key !== null) clientIds.add(key);
    batch.push(waiting);
    queue.splice(index, 1);
  }
  return batch;
}

import {
  upsertMessage,
  type ChatUser,
  type ListedMessage,
  type Message,
  type ReplyMessage,
} from '@kabinet/domain/chat';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

import { http, type DataEnvelope } from '../../../shared/http/http.ts';
import { NetworkError, ResponseError, TimeoutError } from '../../../shared/http/http-errors.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { buildPreSent, createClientId } from '../model.ts';
import { useSendsStore } from '../store.ts';
import { applyMessages, patchMessages } from './messages.ts';

export interface SendInput {
  conversationId: number;
  chatUser: ChatUser;
  text: string;
  files: File[];
  reply: ReplyMessage | null;
}

interface PreparedSend extends SendInput {
  clientId: string;
  date: string;
  /** The last try never reached the server (offline, no answer): sent again on reconnect. */
  waitsForConnection?: boolean;
}

function formOf({ conversationId, text, files, reply, clientId, date }: PreparedSend): FormData {
  const form = new FormData();
  form.append('chat_conversation_id', String(conversationId));
  form.append('text', text);
  if (reply) form.append('reply_message_id', String(reply.id));
  form.append('extra[date]', date);
  form.append('extra[client_id]', clientId);
  for (const file of files) form.append('files[]', file, file.name);
  return form;
}

/** A message with files may take longer to upload than SPEC §9's 30 s for a call. */
const UPLOAD_TIMEOUT_MS = 120_000;

async function post(prepared: PreparedSend): Promise<Message> {
  const withFiles = prepared.files.length > 0;
  const progress = (share: number) =>
    useSendsStore.getState().setProgress(prepared.clientId, share);
  // The client id makes a repeated send safe, so the HTTP client may retry it.
  const body = await http.post<DataEnvelope<Message>>('/api/chat/messages', formOf(prepared), {
    headers: { 'Idempotency-Key': prepared.clientId },
    ...(withFiles ? { onUploadProgress: progress, timeoutMs: UPLOAD_TIMEOUT_MS } : {}),
  });
  return body.data;
}

const pending = new Map<string, PreparedSend>();

/** A 422 on the send: the field messages, which are Russian and ready to show. */
function sendErrorText(error: unknown): string {
  if (error instanceof ResponseError && error.status === 422) {
    const fields = Object.values(error.fieldErrors);
    if (fields.length > 0) return fields.join(' ');
  }
  return describeError(error);
}

/** Client ids being posted right now: a resend never doubles a try in flight. */
const inFlight = new Set<string>();

/** Posts one prepared send; `true` when the server has it. */
async function deliver(queryClient: QueryClient, prepared: PreparedSend): Promise<boolean> {
  if (inFlight.has(prepared.clientId)) return false;
  inFlight.add(prepared.clientId);
  const sends = useSendsStore.getState();
  sends.setFailed(prepared.clientId, null);
  try {
    const message = await post(prepared);
    pending.delete(prepared.clientId);
    applyMessages(queryClient, prepared.conversationId, [message]);
    return true;
  } catch (error) {
    prepared.waitsForConnection = error instanceof NetworkError || error instanceof TimeoutError;
    sends.setFailed(prepared.clientId, sendErrorText(error));
    return false;
  } finally {
    inFlight.delete(prepared.clientId);
  }
}

let resending: Promise<void> | null = null;

/**
 * The sends that failed for want of a connection go again, oldest first and one at a
 * time, so they arrive in the order they were written; the first that fails again stops the
 * rest until the next reconnect. The client id is the Idempotency-Key and the server answers a
 * repeated client id with the stored message, so a send that did arrive is never doubled.
 */
export function resendAfterReconnect(queryClient: QueryClient): Promise<void> {
  resending ??= (async () => {
    for (const prepared of [...pending.values()]) {
      if (!prepared.waitsForConnection) continue;
      if (!(await deliver(queryClient, prepared))) break;
    }
  })().finally(() => {
    resending = null;
  });
  return resending;
}

/** Sends the connection-failed messages again when the browser is back online. */
export function useResendOnReconnect(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onOnline = () => void resendAfterReconnect(queryClient);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient]);
}

/**
 * SPEC §4: the message appears at once (pre-sent) and is replaced by the server version (same
 * sender and extra.date / client id). A failed send stays in the list with «Повторить»; one that
 * failed for want of a connection also goes again by itself on reconnect.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const send = useCallback(
    (input: SendInput) => {
      const prepared: PreparedSend = {
        ...input,
        clientId: createClientId(),
        date: new Date().toISOString(),
      };
      pending.set(prepared.clientId, prepared);
      const preSent = buildPreSent({ ...prepared, conversationId: prepared.conversationId });
      patchMessages(queryClient, input.conversationId, (list) =>
        upsertMessage<ListedMessage>(list, preSent),
      );
      return deliver(queryClient, prepared).then(() => undefined);
    },
    [queryClient],
  );
  const retry = useCallback(
    (clientId: string) => {
      const prepared = pending.get(clientId);
      return prepared ? deliver(queryClient, prepared).then(() => undefined) : Promise.resolve();
    },
    [queryClient],
  );
  const discard = useCallback(
    (conversationId: number, clientId: string) => {
      pending.delete(clientId);
      useSendsStore.getState().setFailed(clientId, null);
      patchMessages(queryClient, conversationId, (list) =>
        list.filter((m) => m.extra.client_id !== clientId || m.id !== null),
      );
    },
    [queryClient],
  );
  return { send, retry, discard };
}

import {
  upsertMessage,
  type ChatUser,
  type ListedMessage,
  type Message,
  type ReplyMessage,
} from '@kabinet/domain/chat';
import { HTTP_RETRY_DELAY_MS } from '@kabinet/domain/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { http } from '../../../shared/http/http.ts';
import { ResponseError } from '../../../shared/http/http-errors.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { readToken } from '../../../shared/session/session.ts';
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

/** Multipart with upload progress (fetch cannot report it): XMLHttpRequest, bearer header. */
function uploadWithProgress(form: FormData, onProgress: (share: number) => void): Promise<Message> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${import.meta.env.VITE_API_URL ?? ''}/api/chat/messages`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { data?: Message; message?: string; errors?: Record<string, string[]> } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: handled as an error below
      }
      if ((xhr.status === 200 || xhr.status === 201) && body.data) return resolve(body.data);
      reject(new ResponseError(xhr.status, body, new Headers()));
    };
    xhr.onerror = () =>
      reject(new Error('Нет связи с сервером. Проверьте подключение к интернету.'));
    xhr.timeout = 120_000;
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}

const retryable = (error: unknown) => !(error instanceof ResponseError) || error.status >= 500;

async function post(prepared: PreparedSend): Promise<Message> {
  const form = formOf(prepared);
  if (prepared.files.length === 0) {
    // The client id makes a repeated send safe, so the HTTP client may retry it.
    const body = await http.post<{ data: Message }>('/api/chat/messages', form, {
      headers: { 'Idempotency-Key': prepared.clientId },
    });
    return body.data;
  }
  const progress = (share: number) =>
    useSendsStore.getState().setProgress(prepared.clientId, share);
  try {
    return await uploadWithProgress(form, progress);
  } catch (error) {
    if (!retryable(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, HTTP_RETRY_DELAY_MS));
    return uploadWithProgress(formOf(prepared), progress);
  }
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

async function deliver(queryClient: QueryClient, prepared: PreparedSend): Promise<void> {
  const sends = useSendsStore.getState();
  sends.setFailed(prepared.clientId, null);
  try {
    const message = await post(prepared);
    pending.delete(prepared.clientId);
    applyMessages(queryClient, prepared.conversationId, [message]);
  } catch (error) {
    sends.setFailed(prepared.clientId, sendErrorText(error));
  }
}

/**
 * SPEC §4: the message appears at once (pre-sent) and is replaced by the server version (same
 * sender and extra.date / client id). A failed send stays in the list with «Повторить».
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
      return deliver(queryClient, prepared);
    },
    [queryClient],
  );
  const retry = useCallback(
    (clientId: string) => {
      const prepared = pending.get(clientId);
      return prepared ? deliver(queryClient, prepared) : Promise.resolve();
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

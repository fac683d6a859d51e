import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { messagesFromPage } from '../conversation-messages.ts';
import type { ConversationMessages } from '../model.ts';

import { createQueryClient } from '../../../shared/lib/query-client.ts';
import { readToken, saveToken } from '../../../shared/session/session.ts';
import { startTestApi } from '../../../test/test-api.ts';
import { useSendsStore } from '../store.ts';
import { ivan, message } from '../../../test/chat/test-data.ts';
import { chatKeys } from './keys.ts';
import { useResendOnReconnect, useSendMessage } from './send.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  useSendsStore.setState({ progress: {}, failed: {} });
});

function renderSend() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSendMessage(), { wrapper }).result;
}

const invoice = () =>
  new File(['%PDF-1.4 счёт за ноябрь'], 'Счёт ноябрь.pdf', { type: 'application/pdf' });

async function sendInvoice(send: ReturnType<typeof useSendMessage>['send']) {
  await act(() =>
    send({ conversationId: 7, chatUser: ivan, text: 'Счёт', files: [invoice()], reply: null }),
  );
}

describe('sending a message with files (upload with progress)', () => {
  it('clears the session on a 401 like any other request', async () => {
    api = await startTestApi({
      'POST /api/chat/messages': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    saveToken('1|expired-token');
    await sendInvoice(renderSend().current.send);
    expect(api.seen[0]?.headers.authorization).toBe('Bearer 1|expired-token');
    expect(readToken()).toBeNull();
  });

  it('uploads the files with the bearer token and the client id as Idempotency-Key', async () => {
    api = await startTestApi({
      'POST /api/chat/messages': {
        status: 201,
        body: { data: message({ text: 'Счёт', extra: { date: '', client_id: 'x' } }) },
      },
    });
    saveToken('1|live-token');
    await sendInvoice(renderSend().current.send);
    const [request] = api.seen;
    expect(request?.headers.authorization).toBe('Bearer 1|live-token');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(String(request?.body)).toContain('Счёт ноябрь.pdf');
    const clientId = /name="extra\[client_id\]"\r\n\r\n([^\r]+)/.exec(String(request?.body))?.[1];
    expect(clientId).toBeTruthy();
    expect(request?.headers['idempotency-key']).toBe(clientId);
    expect(useSendsStore.getState().failed).toEqual({});
  });
});

function renderSendWithReconnect() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      useResendOnReconnect();
      return useSendMessage();
    },
    { wrapper },
  );
  return { queryClient, send: hook.result.current.send };
}

const clientIdOf = (body: unknown) =>
  /name="extra\[client_id\]"\r\n\r\n([^\r]+)/.exec(String(body))?.[1];
const dateOf = (body: unknown) => /name="extra\[date\]"\r\n\r\n([^\r]+)/.exec(String(body))?.[1];
const textOf = (body: unknown) => /name="text"\r\n\r\n([^\r]*)/.exec(String(body))?.[1];

describe('messages that failed while the connection was down', () => {
  it('go again by themselves once back online, in order and once each', async () => {
    const down = await startTestApi({});
    await down.close(); // the API's address now refuses connections: no network
    saveToken('1|live-token');
    const { queryClient, send } = renderSendWithReconnect();
    queryClient.setQueryData(chatKeys.messages(7), messagesFromPage([], false));
    for (const text of ['Первое', 'Второе']) {
      await act(() => send({ conversationId: 7, chatUser: ivan, text, files: [], reply: null }));
    }
    const failed = Object.values(useSendsStore.getState().failed);
    expect(failed).toEqual([
      expect.stringMatching(/Нет связи/),
      expect.stringMatching(/Нет связи/),
    ]);

    let id = 200;
    api = await startTestApi({
      'POST /api/chat/messages': ({ body }) => ({
        status: 201,
        body: {
          data: message({
            id: id++,
            text: textOf(body) ?? '',
            extra: { date: dateOf(body) ?? '', client_id: clientIdOf(body) ?? '' },
          }),
        },
      }),
    });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });

    expect(api.seen.map((request) => textOf(request.body))).toEqual(['Первое', 'Второе']);
    expect(useSendsStore.getState().failed).toEqual({});
    const held = queryClient.getQueryData<ConversationMessages>(chatKeys.messages(7));
    expect(held?.messages.map((m) => [m.id, m.text])).toEqual([
      [200, 'Первое'],
      [201, 'Второе'],
    ]);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '../../../shared/lib/query-client.ts';
import { readToken, saveToken } from '../../../shared/session/session.ts';
import { startTestApi } from '../../../test/test-api.ts';
import { useSendsStore } from '../store.ts';
import { ivan, message } from '../test-data.ts';
import { useSendMessage } from './send.ts';

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

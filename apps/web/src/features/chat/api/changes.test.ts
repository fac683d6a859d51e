// A message published while the conversation's first page is still loading (the page read the
// database before the message was stored) must still be shown: the catch-up waits for the page
// and asks for the changes after it.
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '../../../shared/lib/query-client.ts';
import { saveToken } from '../../../shared/session/session.ts';
import { startTestApi } from '../../../test/test-api.ts';
import type { ConversationMessages } from '../model.ts';
import { message } from '../../../test/chat/test-data.ts';
import { catchUpChanges, catchUpOnGap } from './changes.ts';
import { chatKeys, messagesQuery } from './keys.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** An API whose first page of conversation 7 is empty and whose changes after it are `sent`. */
async function apiWithChange(sent: ReturnType<typeof message>) {
  api = await startTestApi({
    'GET /api/v1/chat/conversations/7/messages': {
      status: 200,
      body: { data: [], meta: { current_page: 1, last_page: 1 }, links: {} },
    },
    'GET /api/v1/chat/conversations/7/changes': {
      status: 200,
      body: { data: [sent], meta: { last_change_seq: 1, has_more: false } },
    },
  });
  saveToken('1|live-token');
  return api;
}

describe('catching up a conversation whose first page is still loading', () => {
  it('waits for the page, then adds the changes made after it', async () => {
    const sent = message({ id: 101, seq: 1, change_seq: 1, text: 'Пришлите счёт за ноябрь' });
    const seenBy = await apiWithChange(sent);
    const queryClient = createQueryClient();

    const firstPage = queryClient.prefetchQuery(messagesQuery(7));
    await catchUpChanges(queryClient, 7);
    await firstPage;

    const held = queryClient.getQueryData<ConversationMessages>(chatKeys.messages(7));
    expect(held?.messages.map((m) => m.text)).toEqual(['Пришлите счёт за ноябрь']);
    const changes = seenBy.seen.find((request) => request.url.includes('/changes'));
    expect(changes?.url).toContain('after_change_seq=0');
  });

  it('catches up after the page when a live message came before it (the event was dropped)', async () => {
    const sent = message({ id: 102, seq: 1, change_seq: 1, text: 'Акт подписан' });
    await apiWithChange(sent);
    const queryClient = createQueryClient();

    const firstPage = queryClient.prefetchQuery(messagesQuery(7));
    catchUpOnGap(queryClient, 7);
    await firstPage;

    await expect
      .poll(
        () =>
          queryClient
            .getQueryData<ConversationMessages>(chatKeys.messages(7))
            ?.messages.map((m) => m.text) ?? [],
      )
      .toEqual(['Акт подписан']);
  });
});

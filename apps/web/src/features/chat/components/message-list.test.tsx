import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { chatKeys } from '../api/keys.ts';
import { messagesFromPage } from '../conversation-messages.ts';
import type { ConversationMessages } from '../model.ts';
import { maria, message } from '../../../test/chat/test-data.ts';
import { withBrowserLayout } from '../../../test/chat/test-layout.ts';
import { TestMessageList } from '../../../test/chat/test-message-list.tsx';
import { useJumpToMessage } from './use-jump-to-message.ts';

withBrowserLayout();

const noop = () => undefined;

function Conversation() {
  const { data } = useQuery<ConversationMessages>({
    queryKey: chatKeys.messages(7),
    queryFn: () => new Promise(noop),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { jump, highlightedId, scrollRequest } = useJumpToMessage(7);
  return (
    <TestMessageList
      messages={data?.messages ?? []}
      highlightedId={highlightedId}
      scrollRequest={scrollRequest}
      actions={{ onJump: (id) => void jump(id) }}
    />
  );
}

const question = message({ id: 100, seq: 1, text: 'Когда будет готов акт?' });
const answer = message({
  id: 101,
  seq: 2,
  chat_user_id: maria.id,
  chat_user: maria,
  text: 'Акт будет в пятницу',
  reply_message_id: 100,
  reply_message: { ...question },
  extra: { date: '2026-11-21T09:02:00.000Z' },
});
const toDeleted = message({
  id: 103,
  seq: 4,
  chat_user_id: maria.id,
  chat_user: maria,
  text: 'Ответ на удалённое',
  reply_message_id: 102,
  reply_message: null,
  extra: { date: '2026-11-21T09:04:00.000Z' },
});

function renderList(messages: ConversationMessages['messages']) {
  const view = renderWithProviders(<Conversation />);
  view.queryClient.setQueryData<ConversationMessages>(
    chatKeys.messages(7),
    messagesFromPage(messages, false),
  );
  return view;
}

describe('message list', () => {
  it('shows a reply with its quote, edited and read marks, and a day separator', async () => {
    renderList([
      { ...question, read_at: '2026-11-21T09:01:00.000Z' },
      { ...answer, updated_at: '2026-11-21T09:05:00.000Z' },
    ]);
    expect(await screen.findByText('Акт будет в пятницу')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перейти к исходному сообщению' })).toHaveTextContent(
      'Когда будет готов акт?',
    );
    expect(screen.getByText('изменено')).toBeInTheDocument();
    expect(screen.getByLabelText('Прочитано')).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getAllByText(/^21\.11(\.2026)? 12:00$/).length).toBeGreaterThan(0);
  });

  it('shows only the time on a message sent today', async () => {
    // A fixed Moscow afternoon: after 21:00 UTC Moscow is already on the next day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T13:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const now = new Date();
    now.setUTCHours(9, 5, 0, 0); // 12:05 in Moscow
    const today = now.toISOString();
    renderList([{ ...question, extra: { date: today }, created_at: today, updated_at: today }]);
    expect(await screen.findByText('Когда будет готов акт?')).toBeInTheDocument();
    expect(screen.getByText('12:05')).toBeInTheDocument();
  });

  it('warns «Сообщение было удалено» when the replied message is gone', async () => {
    renderList([question, toDeleted]);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Перейти к исходному сообщению' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Сообщение было удалено'),
    );
  });
});

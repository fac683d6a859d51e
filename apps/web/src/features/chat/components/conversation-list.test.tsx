import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { conversation, ivan, maria, message } from '../../../test/chat/test-data.ts';
import { ConversationList } from './conversation-list.tsx';

const list = [
  conversation({
    id: 1,
    name: 'Свой последний',
    last_message: message({
      chat_user_id: ivan.id,
      text: 'Добрый день! Пришлите, пожалуйста, счёт',
    }),
  }),
  conversation({
    id: 2,
    name: 'Файл от менеджера',
    last_message: message({ chat_user_id: maria.id, text: '', type: 'FILE' }),
    unread_count: 12,
  }),
  conversation({ id: 3, name: 'Пустой', unread_count: 3 }),
  conversation({
    id: 4,
    name: 'Чужой текст',
    last_message: message({
      chat_user_id: maria.id,
      text: 'Акт\nсверки готов, подпишите до пятницы',
    }),
  }),
];

/** The whole list, none of it open and nobody online. */
function renderList() {
  renderWithProviders(
    <ConversationList conversations={list} meId={ivan.id} activeId={null} isOnline={() => false} />,
  );
}

function item(name: string) {
  return screen.getByRole('link', { name: new RegExp(name) });
}

describe('conversation list', () => {
  it('shows the SPEC §9 captions: 20 characters and «…» when cut, «Вы: », a file, an empty history', () => {
    renderList();
    const caption = (name: string) => within(item(name)).getByTestId('conversation-caption');
    expect(caption('Свой последний')).toHaveTextContent(/^Вы: Добрый день! Пришлит…$/);
    expect(caption('Файл от менеджера')).toHaveTextContent(/^Прикрепленный файл$/);
    expect(caption('Пустой')).toHaveTextContent(/^История сообщений пуста$/);
    expect(caption('Чужой текст')).toHaveTextContent(/^Акт сверки готов, по…$/);
  });

  it('shows the unread count, and 9+ above nine', () => {
    renderList();
    expect(within(item('Файл от менеджера')).getByLabelText('Непрочитанных: 9+')).toHaveTextContent(
      '9+',
    );
    expect(within(item('Пустой')).getByLabelText('Непрочитанных: 3')).toHaveTextContent('3');
    expect(within(item('Свой последний')).queryByLabelText(/Непрочитанных/)).toBeNull();
  });

  it('marks a conversation whose other participant is online', () => {
    renderWithProviders(
      <ConversationList
        conversations={list.slice(0, 1)}
        meId={ivan.id}
        activeId={1}
        isOnline={(user) => user.id === maria.id}
      />,
    );
    expect(within(item('Свой последний')).getByLabelText('В сети')).toBeInTheDocument();
    expect(item('Свой последний')).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the time of a message sent today, «вчера» for yesterday, the date before', () => {
    // «Today» is Moscow's: a fixed afternoon, so the test does not turn with the clock (after
    // 21:00 UTC Moscow is already on the next day).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T13:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const at = (daysAgo: number) => {
      const date = new Date();
      date.setUTCHours(9, 5, 0, 0); // 12:05 in Moscow
      return new Date(date.getTime() - daysAgo * 86_400_000).toISOString();
    };
    const sentAt = (id: number, daysAgo: number, name: string) =>
      conversation({ id, name, last_message: message({ id, created_at: at(daysAgo) }) });
    renderWithProviders(
      <ConversationList
        conversations={[sentAt(1, 0, 'Сегодня'), sentAt(2, 1, 'Вчера'), sentAt(3, 3, 'Раньше')]}
        meId={ivan.id}
        activeId={null}
        isOnline={() => false}
      />,
    );
    expect(within(item('Сегодня')).getByText('12:05')).toBeInTheDocument();
    expect(within(item('Вчера')).getByText('вчера 12:05')).toBeInTheDocument();
    expect(within(item('Раньше')).getByText(/^\d\d\.\d\d(\.\d{4})? 12:05$/)).toBeInTheDocument();
  });
});

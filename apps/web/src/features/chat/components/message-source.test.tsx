import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { maria, message } from '../../../test/chat/test-data.ts';
import { withBrowserLayout } from '../../../test/chat/test-layout.ts';
import { TestMessageList } from '../../../test/chat/test-message-list.tsx';

withBrowserLayout();

describe('message source', () => {
  it('marks a message written in the Telegram bot «из Telegram», and only that one', async () => {
    renderWithProviders(
      <TestMessageList
        messages={[
          message({ id: 200, seq: 1, text: 'Написано в Кабинете', source: 'cabinet' }),
          message({
            id: 201,
            seq: 2,
            chat_user_id: maria.id,
            chat_user: maria,
            text: 'Пришлю выписку завтра',
            source: 'telegram',
          }),
          message({ id: 202, seq: 3, text: 'Старое сообщение без источника' }),
        ]}
      />,
    );
    const fromTelegram = await screen.findByText('Пришлю выписку завтра');
    const marks = screen.getAllByText('из Telegram');
    expect(marks).toHaveLength(1);
    // The mark sits in the bubble of the Telegram message, beside its time.
    expect(fromTelegram.closest('[data-message-id="201"]')?.textContent).toContain('из Telegram');
    const fromCabinet = screen.getByText('Написано в Кабинете').closest('[data-message-id="200"]');
    expect(fromCabinet?.textContent).not.toContain('из Telegram');
  });
});

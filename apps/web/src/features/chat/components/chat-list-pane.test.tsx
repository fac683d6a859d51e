import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { appOptionsQuery, toOptionMap } from '../../../shared/app-options/app-options.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { ChatListPane } from './chat-list-pane.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

function renderEmptyList(fullWidth: boolean) {
  return renderWithProviders(
    <ChatListPane
      companyId={5}
      conversations={[]}
      meId={1}
      activeId={null}
      isOnline={() => false}
      fullWidth={fullWidth}
      onCreate={() => undefined}
    />,
  );
}

const BOT = 'https://t.me/kabinet_buh_bot';

describe('the Telegram bot link in the chat', () => {
  it('shows the app options’ bot link on a phone’s empty list, opening in a new tab', async () => {
    api = await startTestApi({});
    const { queryClient } = renderEmptyList(true);
    expect(screen.queryByRole('link', { name: 'Уведомления в Telegram' })).toBeNull();
    act(() => {
      queryClient.setQueryData(
        appOptionsQuery.queryKey,
        toOptionMap([{ option_name: 'telegram_bot_link', value: BOT }]),
      );
    });
    const link = await screen.findByRole('link', { name: 'Уведомления в Telegram' });
    expect(link).toHaveAttribute('href', BOT);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows nothing without the option or for a link outside t.me', async () => {
    api = await startTestApi({});
    const { queryClient } = renderEmptyList(true);
    await screen.findByText(/Диалогов пока нет/);
    expect(screen.queryByText('Уведомления в Telegram')).toBeNull();
    act(() => {
      queryClient.setQueryData(
        appOptionsQuery.queryKey,
        toOptionMap([{ option_name: 'telegram_bot_link', value: 'https://evil.example/bot' }]),
      );
    });
    expect(screen.queryByText('Уведомления в Telegram')).toBeNull();
  });
});

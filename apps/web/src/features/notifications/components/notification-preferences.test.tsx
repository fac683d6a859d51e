import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  resolveNotificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '@kabinet/domain/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type TestAnswer } from '../../../test/test-api.ts';
import { PREFERENCES_SAVE_FAILED } from '../preferences-api.ts';
import { NotificationPreferencesPanel } from './notification-preferences.tsx';

const PATH = '/api/v1/notification-preferences';
let api: Awaited<ReturnType<typeof startTestApi>> | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** A real HTTP server answering as docs/api/notifications.md says, or with `failure`. */
async function renderPanel(failure?: TestAnswer) {
  let stored: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES;
  api = await startTestApi({
    [`GET ${PATH}`]: () => ({ status: 200, body: { data: stored } }),
    [`PATCH ${PATH}`]: (request) => {
      if (failure) return failure;
      stored = resolveNotificationPreferences(request.body as NotificationPreferencesPatch, stored);
      // Another tab turned chat pushes off meanwhile: the answer is the truth, not the guess.
      stored = { ...stored, NEW_CHAT_MESSAGE: { ...stored.NEW_CHAT_MESSAGE, push: false } };
      return { status: 200, body: { data: stored } };
    },
  });
  renderWithProviders(<NotificationPreferencesPanel />, { user: demoUser() });
  return api;
}

const chatEmail = () =>
  screen.findByRole('switch', { name: 'Новые сообщения в чате: Электронная почта' });

describe('notification preferences', () => {
  it('shows every type with its channels as loaded, and explains the chat digest and billing letters', async () => {
    await renderPanel();
    expect(await chatEmail()).toBeChecked();
    // A report's status is news with a deadline behind it — every channel by default.
    expect(screen.getByRole('switch', { name: 'Отчёты: Push-уведомления' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Акты: Электронная почта' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(36);
    // Management reports reach the app and the mailbox, not the phone, by default.
    expect(
      screen.getByRole('switch', { name: 'Управленческая отчётность: Электронная почта' }),
    ).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Счета и оплаты: Электронная почта' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Заказы услуг: Электронная почта' })).toBeChecked();
    // Rewards and payouts are money owed to the company — every channel by default.
    expect(
      screen.getByRole('switch', { name: 'Партнёрская программа: Push-уведомления' }),
    ).toBeChecked();
    expect(screen.getByText(/одной сводкой.*в течение 5 минут/)).toBeInTheDocument();
    expect(
      screen.getByText(/о счетах, оплатах и статусе тарифа приходят сразу/),
    ).toBeInTheDocument();
  });

  it('lays the types out as table rows on a wide screen', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
    try {
      await renderPanel();
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual([
        'Уведомления',
        'В приложении',
        'Push-уведомления',
        'Электронная почта',
        'Telegram',
      ]);
      expect(within(table).getAllByRole('row')).toHaveLength(10);
      expect(within(table).getAllByRole('switch')).toHaveLength(36);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('stacks the channels with their labels on a phone', async () => {
    await renderPanel();
    await chatEmail();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByText('Электронная почта')).toHaveLength(9);
  });

  it('saves a switch at once with PATCH and shows what the server answered', async () => {
    const server = await renderPanel();
    const user = userEvent.setup();
    await user.click(await chatEmail());
    const push = screen.getByRole('switch', { name: 'Новые сообщения в чате: Push-уведомления' });

    expect(await chatEmail()).not.toBeChecked();
    await waitFor(() => expect(push).not.toBeChecked());
    const patches = server.seen.filter((request) => request.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.url).toBe(PATH);
    expect(patches[0]?.body).toEqual({ NEW_CHAT_MESSAGE: { email: false } });
    expect(patches[0]?.headers.authorization).toBe('Bearer 1|test-token');
  });

  it('puts the switch back and says so when saving fails', async () => {
    await renderPanel({
      status: 422,
      body: { message: 'Проверьте правильность заполнения полей.' },
    });
    const user = userEvent.setup();
    await user.click(await chatEmail());

    expect(await screen.findByText(PREFERENCES_SAVE_FAILED)).toBeInTheDocument();
    expect(await chatEmail()).toBeChecked();
  });
});

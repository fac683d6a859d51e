import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { resetAnalyticsForTests } from '../shared/analytics/analytics.ts';
import { TelegramBotLink } from '../shared/app-options/telegram-bot-link.tsx';
import { createQueryClient } from '../shared/lib/query-client.ts';
import { startTestApi } from '../test/test-api.ts';
import { Providers } from './providers.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  resetAnalyticsForTests();
  delete window.ym;
  localStorage.clear();
});

/** A fake counter object on window.ym: records every call (tag.js is never loaded in tests). */
function fakeYm() {
  const calls: unknown[][] = [];
  window.ym = (...args: unknown[]) => {
    calls.push(args);
  };
  return calls;
}

function optionsAnswer(counterId: string) {
  return {
    status: 200,
    body: {
      data: [
        { option_name: 'telegram_bot_link', value: 'https://t.me/kabinet_buh_bot' },
        { option_name: 'analytics_counter_id', value: counterId },
      ],
    },
  };
}

/** The app's providers around two readers of the options, rendered and rendered again. */
async function renderApp() {
  const queryClient = createQueryClient();
  const ui = (
    <Providers queryClient={queryClient}>
      <TelegramBotLink />
      <TelegramBotLink label="Уведомления в Telegram" />
    </Providers>
  );
  const view = render(ui);
  expect(await screen.findByRole('link', { name: 'Подключить бота в Telegram' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Уведомления в Telegram' })).toBeTruthy();
  view.rerender(ui);
  return view;
}

const settingsCalls = () =>
  api!.seen.filter((request) => request.url.split('?')[0] === '/api/v1/app-settings');

describe('the app options and the analytics counter', () => {
  it('loads /api/v1/app-settings once for the whole app and starts the configured counter', async () => {
    const calls = fakeYm();
    api = await startTestApi({ 'GET /api/v1/app-settings': optionsAnswer('98765432') });
    await renderApp();
    await waitFor(() =>
      expect(calls.filter((call) => call[1] === 'init')).toEqual([
        [98765432, 'init', expect.objectContaining({ clickmap: true })],
      ]),
    );
    expect(settingsCalls()).toHaveLength(1);
    expect(document.querySelector('script[src*="mc.yandex.ru"]')).toBeNull();
  });

  it('starts no counter when no counter id is set', async () => {
    const calls = fakeYm();
    api = await startTestApi({ 'GET /api/v1/app-settings': optionsAnswer('') });
    await renderApp();
    expect(settingsCalls()).toHaveLength(1);
    expect(calls).toEqual([]);
  });
});

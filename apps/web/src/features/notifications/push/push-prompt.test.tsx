import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PushPrompt } from './push-prompt.tsx';
import { usePushStore } from './push-store.ts';
import { installFakeWebPushBrowser } from '../../../test/notifications/test-browser.ts';
import { setupPushTestApi } from '../../../test/notifications/test-push-api.ts';

const api = setupPushTestApi();

let uninstallBrowser: (() => void) | null = null;

afterEach(() => {
  uninstallBrowser?.();
  uninstallBrowser = null;
  usePushStore.setState({ status: 'idle' });
});

/** The browser boundary: jsdom has no Notification, service workers or Push API. */
function installBrowser(answer: NotificationPermission) {
  const { fake, uninstall } = installFakeWebPushBrowser({ permission: 'default', answer });
  uninstallBrowser = uninstall;
  return fake;
}

describe('«Включить уведомления» in the bell', () => {
  it('asks permission on the click and subscribes the device', async () => {
    const fake = installBrowser('granted');
    usePushStore.setState({ status: 'prompt' });
    renderWithProviders(<PushPrompt />, { user: demoUser() });

    await userEvent.click(screen.getByRole('button', { name: 'Включить уведомления' }));

    await waitFor(() => expect(usePushStore.getState().status).toBe('subscribed'));
    expect(fake.calls.requestPermission).toBe(1);
    expect(
      api.seen.filter((request) => request.url === '/api/user/7/device-subscribe'),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Включить уведомления' })).not.toBeInTheDocument();
  });

  it('says that notifications are blocked once the user refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installBrowser('denied');
    usePushStore.setState({ status: 'prompt' });
    renderWithProviders(<PushPrompt />, { user: demoUser() });

    await userEvent.click(screen.getByRole('button', { name: 'Включить уведомления' }));

    expect(await screen.findByText('Уведомления запрещены в настройках браузера')).toBeVisible();
    // SPEC §8: the refusal is logged with the spec's text.
    expect(warn).toHaveBeenCalledWith('User denied permissions!');
    expect(api.seen).toHaveLength(0);
    warn.mockRestore();
  });

  it('shows nothing while push needs no answer from the user', () => {
    usePushStore.setState({ status: 'subscribed' });
    renderWithProviders(<PushPrompt />, { user: demoUser() });

    expect(screen.queryByRole('button', { name: 'Включить уведомления' })).not.toBeInTheDocument();
  });
});

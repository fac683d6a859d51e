import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../test/demo-user.ts';
import { renderApp } from '../test/render.tsx';
import { startTestApi } from '../test/test-api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('route guards', () => {
  it('sends a guest from a page that needs login to the login page', async () => {
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends a signed-in user from /auth pages to main', async () => {
    const { router } = renderApp('/auth/registration', { user: demoUser() });
    expect(await screen.findByRole('heading', { name: /Иван!/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps a user whose account is being deleted on the account-deletion page', async () => {
    const user = demoUser({ status: 'IN_DELETE_PROCESS' });
    const { router } = renderApp('/tasks', { user });
    expect(await screen.findByRole('button', { name: 'Отменить удаление' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/account-deletion');
  });

  it('shows the management-accounting landing instead of graphs without a financial tariff', async () => {
    api = await startTestApi({
      'GET /api/v1/company-tariffs/current/ACTIVE': {
        status: 200,
        body: { data: { id: 5, tariff_slug: 'tariff_1', status: 'ACTIVE' } },
      },
    });
    const { router } = renderApp('/management-accounting/graphs', { user: demoUser() });
    // The guard waits for the tariff API, then the landing page loads lazily (its chunk, with the
    // chart kit, is transformed on first use: a cold run needs more than a few seconds).
    expect(
      await screen.findByRole('link', { name: 'Подобрать тариф' }, { timeout: 20000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/management-accounting-landing');
    // The landing leads into the wizard with «Финансовый» chosen.
    expect(screen.getByRole('link', { name: 'Подключить «Финансовый»' })).toHaveAttribute(
      'href',
      '/service/tariff/step?tariff=tariff_2',
    );
  });

  it('opens the management graphs on a financial tariff (tariff_3_2025)', async () => {
    api = await startTestApi({
      'GET /api/v1/company-tariffs/current/ACTIVE': {
        status: 200,
        body: { data: { id: 6, tariff_slug: 'tariff_3_2025', status: 'ACTIVE' } },
      },
    });
    const { router } = renderApp('/management-accounting/graphs', { user: demoUser() });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Графики управленческого учёта' },
        { timeout: 20000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/management-accounting/graphs');
  });

  it('opens referral-connect while the referral is not active', async () => {
    const { router } = renderApp('/referral', { user: demoUser() });
    expect(
      await screen.findByRole('heading', { name: 'Партнёрская программа' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/referral/connect');
  });

  it('opens the conversation when a chat push is tapped (chat-dialog)', async () => {
    const { router } = renderApp('/chat-dialog/42', { user: demoUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/42'));
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});

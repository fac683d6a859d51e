import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { demoUser } from '../test/demo-user.ts';
import { renderApp } from '../test/render.tsx';

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
    const { router } = renderApp('/management-accounting/graphs', { user: demoUser() });
    expect(await screen.findByRole('link', { name: 'Подобрать тариф' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/management-accounting-landing');
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
    expect(await screen.findByRole('heading', { name: 'Диалог' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat/42');
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});

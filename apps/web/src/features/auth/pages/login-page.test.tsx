import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { readToken } from '../../../shared/session/session.ts';
import { demoUser } from '../../../test/demo-user.ts';
import { renderApp } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function fillAndSubmit(login: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Телефон или email'), login);
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login page', () => {
  it('shows the server field errors under the fields', async () => {
    api = await startTestApi({
      'POST /api/v1/login': {
        status: 422,
        body: { message: 'Неверные данные.', errors: { login: ['Неверный логин или пароль.'] } },
      },
    });
    renderApp('/auth/login');
    await fillAndSubmit('client@kabinet.demo', 'Не-тот-пароль-1');

    expect(await screen.findByText('Неверный логин или пароль.')).toBeInTheDocument();
    expect(screen.getByLabelText('Телефон или email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.seen[0]?.body).toEqual({
      login: 'client@kabinet.demo',
      password: 'Не-тот-пароль-1',
    });
    expect(readToken()).toBeNull();
  });

  it('tells how long to wait after too many attempts', async () => {
    api = await startTestApi({
      'POST /api/v1/login': {
        status: 429,
        body: { message: 'Too Many Attempts.' },
        headers: { 'retry-after': '42' },
      },
    });
    renderApp('/auth/login');
    await fillAndSubmit('client@kabinet.demo', 'Kabinet2026!');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много попыток, повторите через 42 с',
    );
  });

  it('checks empty fields before calling the server', async () => {
    api = await startTestApi({});
    renderApp('/auth/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Введите телефон или email.')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль.')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('saves the token from plainTextToken and opens main', async () => {
    api = await startTestApi({
      'POST /api/v1/login': {
        status: 200,
        body: { plainTextToken: '5|abc', token_type: 'Bearer', expires_at: '2027-01-01T00:00:00Z' },
      },
      'GET /api/user-full/current': { status: 200, body: { data: demoUser() } },
    });
    const { router } = renderApp('/auth/login');
    await fillAndSubmit('+7 900 000-00-01', 'Kabinet2026!');

    expect(await screen.findByRole('heading', { name: /Иван!/ })).toBeInTheDocument();
    expect(readToken()).toBe('5|abc');
    expect(router.state.location.pathname).toBe('/');
    expect(api.seen[1]?.headers.authorization).toBe('Bearer 5|abc');
  });
});

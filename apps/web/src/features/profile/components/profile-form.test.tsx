import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { appOptionsQuery, toOptionMap } from '../../../shared/app-options/app-options.ts';
import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { ProfileForm } from './profile-form.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('profile form', () => {
  it('enables «Сохранить» only while something differs from the saved profile', async () => {
    const user = demoUser();
    renderWithProviders(<ProfileForm user={user} />, { user });
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();

    const typing = userEvent.setup();
    await typing.type(screen.getByLabelText('Никнейм'), 'ivan');
    expect(save).toBeEnabled();

    await typing.clear(screen.getByLabelText('Никнейм'));
    expect(save).toBeDisabled();
  });

  it('counts a new contact method as a change', async () => {
    const user = demoUser();
    renderWithProviders(<ProfileForm user={user} />, { user });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });

  it('links the Telegram bot from the app options', async () => {
    const user = demoUser();
    const { queryClient } = renderWithProviders(<ProfileForm user={user} />, { user });
    expect(screen.queryByRole('link', { name: 'Подключить бота в Telegram' })).toBeNull();
    act(() => {
      queryClient.setQueryData(
        appOptionsQuery.queryKey,
        toOptionMap([{ option_name: 'telegram_bot_link', value: 'https://t.me/kabinet_firm_bot' }]),
      );
    });
    const link = await screen.findByRole('link', { name: 'Подключить бота в Telegram' });
    expect(link).toHaveAttribute('href', 'https://t.me/kabinet_firm_bot');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks to fill the required fields when the patronymic is missing', () => {
    const user = demoUser({ meta: { ...demoUser().meta, patronymic: '' } });
    renderWithProviders(<ProfileForm user={user} />, { user });
    expect(screen.getByText('Профиль заполнен не полностью')).toBeInTheDocument();
  });

  it('sends only the changed fields and confirms with «Профиль сохранён»', async () => {
    const user = demoUser();
    api = await startTestApi({
      'POST /api/edit-profile': (request) => ({
        status: 200,
        body: { data: { ...user, meta: { ...user.meta, ...(request.body as object) } } },
      }),
    });
    renderWithProviders(<ProfileForm user={user} />, { user });
    const typing = userEvent.setup();
    await typing.type(screen.getByLabelText('Никнейм'), 'ivan_e2e');
    await typing.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    expect(api.seen[0]?.body).toEqual({ nickname: 'ivan_e2e' });
  });

  it('shows a server field error under its field', async () => {
    const user = demoUser();
    api = await startTestApi({
      'POST /api/edit-profile': {
        status: 422,
        body: { message: 'Проверьте данные.', errors: { email: ['Этот email уже занят.'] } },
      },
    });
    renderWithProviders(<ProfileForm user={user} />, { user });
    const typing = userEvent.setup();
    await typing.clear(screen.getByLabelText('Email'));
    await typing.type(screen.getByLabelText('Email'), 'taken@romashka.ru');
    await typing.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Этот email уже занят.')).toBeInTheDocument();
  });
});

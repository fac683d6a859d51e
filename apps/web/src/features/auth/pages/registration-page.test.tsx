import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('/auth/registration?ref=', () => {
  it('says the user is invited and sends the code as lead_meta.referral_code', async () => {
    api = await startTestApi({
      'POST /api/v1/register/code/send/email': {
        status: 200,
        body: { data: { sent_to: 'new@firm.ru', expires_in: 600, resend_in: 60 } },
      },
    });
    renderApp('/auth/registration?ref=ABCD2345');
    expect(await screen.findByText('Вы регистрируетесь по приглашению')).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@firm.ru');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() =>
      expect(api!.seen.find((r) => r.method === 'POST')?.body).toEqual({
        email: 'new@firm.ru',
        lead_meta: { referral_code: 'ABCD2345' },
      }),
    );
  });

  it('shows no note without an invitation', async () => {
    api = await startTestApi({});
    renderApp('/auth/registration?ref=bad');
    await screen.findByRole('button', { name: 'Получить код' });
    expect(screen.queryByText('Вы регистрируетесь по приглашению')).toBeNull();
  });

  it('types a phone starting with 8 as +7 and shows it formatted on the code step', async () => {
    api = await startTestApi({
      'POST /api/v1/register/code/send/phone': {
        status: 200,
        body: { data: { sent_to: '79161234567', expires_in: 600, resend_in: 60 } },
      },
    });
    renderApp('/auth/registration');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Телефон'));
    const phone = await screen.findByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '89161234567');
    expect(phone).toHaveValue('+7 (916) 123 - 4567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('+7 (916) 123 - 4567')).toBeTruthy();
  });
});

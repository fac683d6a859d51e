import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import { AdminAppSettingsPage } from './admin-app-settings-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });
const STORED = {
  telegram_bot_link: 'https://t.me/kabinet_demo_bot',
  support_phone: '+7 (800) 000-00-00',
  support_email: 'support@kabinet.demo',
  analytics_counter_id: '',
};
const echo = (request: SeenRequest) => ({ status: 200, body: { data: request.body } });

describe('/admin/app-settings', () => {
  it('tells a client «Недостаточно прав» and asks the server nothing', async () => {
    api = await startTestApi({});
    renderWithProviders(<AdminAppSettingsPage />, { user: demoUser() });
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen).toHaveLength(0);
  });

  it('checks the link and the counter id, then saves the options', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/app-settings': { status: 200, body: { data: STORED } },
      'PUT /api/v1/admin/app-settings': echo,
    });
    renderWithProviders(<AdminAppSettingsPage />, { user: admin() });
    const user = userEvent.setup({ delay: null });
    const link = await screen.findByRole('textbox', { name: 'Ссылка на бота в Telegram' });
    expect(link).toHaveValue('https://t.me/kabinet_demo_bot');
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки приложения' })).toBeTruthy();

    await user.clear(link);
    await user.type(link, 'https://example.com/bot');
    const counter = screen.getByRole('textbox', { name: 'Номер счётчика Яндекс Метрики' });
    await user.type(counter, 'ym-1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите ссылку вида https://t.me/имя_бота')).toBeTruthy();
    expect(screen.getByText('Номер счётчика — только цифры')).toBeTruthy();
    expect(api.seen.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(link);
    await user.type(link, 'https://t.me/kabinet_firm_bot');
    await user.clear(counter);
    await user.type(counter, '98765432');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки сохранены')).toBeTruthy();
    expect(api.seen.find((request) => request.method === 'PUT')?.body).toEqual({
      ...STORED,
      telegram_bot_link: 'https://t.me/kabinet_firm_bot',
      analytics_counter_id: '98765432',
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import {
  testCategories,
  testGuide,
  testGuideSummary,
} from '../../../test/guides/guides.fixtures.ts';
import { AdminGuidesPage } from './admin-guides-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });

const draft = testGuideSummary({
  id: 12,
  slug: 'kak-podpisat-akt',
  title: 'Как подписать акт',
  category: 'payments',
  category_title: 'Тариф и оплата',
  status: 'draft',
  published_at: null,
});
const published = testGuideSummary();

function startAdminApi(seen: SeenRequest[]) {
  return startTestApi({
    'GET /api/v1/guide-categories': { status: 200, body: { data: testCategories() } },
    'GET /api/v1/admin/guides': { status: 200, body: { data: [draft, published] } },
    'POST /api/v1/admin/guides': (request) => {
      seen.push(request);
      return {
        status: 201,
        body: { data: testGuide({ id: 20, status: 'draft', ...(request.body as object) }) },
      };
    },
    'POST /api/v1/admin/guides/12/publish': (request) => {
      seen.push(request);
      return { status: 200, body: { data: testGuide({ id: 12, status: 'published' }) } };
    },
    'POST /api/v1/admin/guides/7/unpublish': (request) => {
      seen.push(request);
      return { status: 200, body: { data: testGuide({ status: 'draft' }) } };
    },
  });
}

describe('/admin/guides', () => {
  it('writes a new article with a preview and saves it as a draft', async () => {
    const seen: SeenRequest[] = [];
    api = await startAdminApi(seen);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminGuidesPage />, { user: admin() });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Новая статья' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая статья' });
    // The editor's code loads when the dialog first opens.
    const title = await within(dialog).findByRole('textbox', { name: /Заголовок/ });
    await user.type(title, 'Сверка с ФНС');
    await user.type(within(dialog).getByRole('textbox', { name: /Адрес статьи/ }), 'sverka-s-fns');
    const body = within(dialog).getByRole('textbox', { name: 'Текст статьи' });
    await user.click(body);
    await user.paste('## Зачем сверяться\n\nРаз в **квартал**.');

    await user.click(within(dialog).getByRole('tab', { name: 'Просмотр' }));
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Зачем сверяться' })).toBeTruthy();
    expect(within(dialog).getByText('квартал').tagName).toBe('STRONG');
    // The preview replaces the text field (the editor keeps what was typed).
    expect(within(dialog).queryByRole('textbox', { name: 'Текст статьи' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText('Черновик сохранён')).toBeTruthy();
    expect(seen.map((request) => request.url)).toEqual(['/api/v1/admin/guides']);
    expect(seen[0]?.body).toEqual({
      slug: 'sverka-s-fns',
      category: 'payments',
      title: 'Сверка с ФНС',
      summary: '',
      body_markdown: '## Зачем сверяться\n\nРаз в **квартал**.',
      related_ids: [],
      position: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('publishes a draft and takes a published article off', async () => {
    const seen: SeenRequest[] = [];
    api = await startAdminApi(seen);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminGuidesPage />, { user: admin() });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Черновик');
    expect(rows[2]).toHaveTextContent('Опубликована');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Статья опубликована')).toBeTruthy();
    await user.click(within(rows[2]!).getByRole('button', { name: 'Снять с публикации' }));
    expect(await screen.findByText('Статья снята с публикации')).toBeTruthy();
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/v1/admin/guides/12/publish',
      'POST /api/v1/admin/guides/7/unpublish',
    ]);
  });

  it('is closed to clients', async () => {
    api = await startTestApi({});
    renderWithProviders(<AdminGuidesPage />, { user: demoUser() });
    expect(
      await screen.findByText('Раздел «База знаний» доступен только администраторам.'),
    ).toBeTruthy();
  });
});

import type { GuideSummary } from '@kabinet/domain/guides';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import { GuideEditor } from './guide-editor.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const article = (id: number, title: string): GuideSummary => ({
  id,
  slug: `article-${id}`,
  title,
  summary: '',
  category: 'payments',
  category_title: 'Тариф и оплата',
  status: 'published',
  published_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
});

describe('the guide editor', () => {
  it('saves the related articles the admin picked', async () => {
    const saved: SeenRequest[] = [];
    api = await startTestApi({
      'POST /api/v1/admin/guides': (request) => {
        saved.push(request);
        return { status: 201, body: { data: { id: 9 } } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <GuideEditor
        guide={null}
        categories={[{ id: 1, slug: 'payments', title: 'Тариф и оплата', position: 1 }]}
        articles={[article(3, 'Как оплатить счёт'), article(4, 'Как подключить тариф')]}
        onSaved={() => undefined}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), 'Счёт и акт');
    await user.type(screen.getByRole('textbox', { name: /Адрес статьи/ }), 'schet-i-akt');
    const related = screen.getByRole('textbox', { name: /Связанные статьи/ });
    await user.click(related);
    await waitFor(() => expect(related.getAttribute('aria-controls')).toBeTruthy());
    const list = within(document.getElementById(related.getAttribute('aria-controls') ?? '')!);
    await user.click(list.getByRole('option', { name: 'Как оплатить счёт', hidden: true }));
    await user.click(screen.getByRole('button', { name: /Сохранить/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toMatchObject({ slug: 'schet-i-akt', related_ids: [3] });
  });
});

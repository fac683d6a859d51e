import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import {
  testCategories,
  testGuide,
  testGuideSummary,
} from '../../../test/guides/guides.fixtures.ts';
import { GuidesPage } from './guides-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const categoriesAnswer = { status: 200, body: { data: testCategories() } };
const searchOf = (request: SeenRequest) => new URL(request.url, 'http://api.test').searchParams;

describe('/guides', () => {
  it('searches as the user types and filters by section', async () => {
    const payment = testGuideSummary({
      id: 2,
      slug: 'kak-oplatit-schet',
      title: 'Как оплатить счёт',
      category: 'payments',
      category_title: 'Тариф и оплата',
    });
    api = await startTestApi({
      'GET /api/v1/guide-categories': categoriesAnswer,
      'GET /api/v1/guides': (request) => {
        const query = searchOf(request);
        if (query.get('query') === 'декларация') {
          return { status: 200, body: { data: [testGuideSummary()] } };
        }
        if (query.get('query')) return { status: 200, body: { data: [] } };
        if (query.get('category') === 'payments') return { status: 200, body: { data: [payment] } };
        return { status: 200, body: { data: [testGuideSummary(), payment] } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GuidesPage />, { user: demoUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'База знаний' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Как оплатить счёт' })).toHaveAttribute(
      'href',
      '/guides/kak-oplatit-schet',
    );
    expect(screen.getByRole('link', { name: 'Налоговый календарь и отчёты' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Тариф и оплата' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Налоговый календарь и отчёты' })).toBeNull(),
    );
    await user.click(screen.getByRole('radio', { name: 'Все разделы' }));

    await user.type(screen.getByRole('searchbox', { name: 'Поиск по статьям' }), 'декларация');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Как оплатить счёт' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Налоговый календарь и отчёты' })).toBeTruthy();
    // The typing is debounced: one search for the whole word, none for its first letters.
    const searched = api.seen
      .map((request) => searchOf(request).get('query'))
      .filter((query): query is string => query !== null);
    expect(searched).toEqual(['декларация']);

    await user.type(screen.getByRole('searchbox', { name: 'Поиск по статьям' }), 'ыы');
    expect(await screen.findByText('Ничего не нашлось. Попробуйте другие слова.')).toBeTruthy();
  });
});

describe('/guides/:id', () => {
  it('shows the article, takes a «Полезно?» vote and links the related articles', async () => {
    const votes: unknown[] = [];
    api = await startTestApi({
      'GET /api/v1/guides/nalogovyy-kalendar-i-otchety': {
        status: 200,
        body: { data: testGuide() },
      },
      'POST /api/v1/guides/7/feedback': (request) => {
        votes.push(request.body);
        const helpful = (request.body as { helpful: boolean }).helpful;
        return {
          status: 200,
          body: {
            data: testGuide({
              feedback: {
                helpful: helpful ? 4 : 3,
                not_helpful: helpful ? 1 : 2,
                my_vote: helpful,
              },
            }),
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/guides/nalogovyy-kalendar-i-otchety', { user: demoUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Налоговый календарь и отчёты' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Когда сдавать декларацию' }),
    ).toBeTruthy();
    expect(screen.getByText('25 апреля').tagName).toBe('STRONG');

    const vote = screen.getByRole('group', { name: 'Полезно?' });
    expect(screen.queryByText(/Спасибо за отзыв/)).toBeNull();
    await user.click(within(vote).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText(/Спасибо за отзыв!/)).toBeTruthy();
    expect(within(vote).getByRole('button', { name: 'Да' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(vote).getByRole('button', { name: 'Нет' }));
    expect(await screen.findByText(/Напишите менеджеру в чат/)).toBeTruthy();
    expect(within(vote).getByRole('button', { name: 'Нет' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(votes).toEqual([{ helpful: true }, { helpful: false }]);

    const related = screen.getByRole('region', { name: 'Читайте также' });
    const link = within(related).getByRole('link', { name: 'Как оплатить счёт' });
    expect(
      within(related).getByRole('heading', { level: 3, name: 'Как оплатить счёт' }),
    ).toBeTruthy();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/guides/kak-oplatit-schet'));
  });

  it('says the article is not found and leads back to the list', async () => {
    api = await startTestApi({
      'GET /api/v1/guides/net-takoy': { status: 404, body: { message: 'Статья не найдена.' } },
    });
    renderApp('/guides/net-takoy', { user: demoUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Статья не найдена' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Все статьи/ })).toHaveAttribute('href', '/guides');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testAnalytics } from '../../../test/analytics/analytics.fixtures.ts';
import { AnalyticsPage } from './analytics-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('/analytic', () => {
  it('asks the period in the URL, sums it up and draws each chart with its table', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/analytics': { status: 200, body: { data: testAnalytics } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsPage />, { user: demoUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeTruthy();
    expect(
      await screen.findByText('800\u00a0000,00\u00a0₽', { normalizer: (text) => text }),
    ).toBeTruthy();
    const asked = api.seen.find((request) => request.url.includes('/analytics'));
    expect(asked?.url).toMatch(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
    expect(screen.getByRole('img', { name: /Поступления: всего 1,2 млн/ })).toBeTruthy();

    const payers = screen.getByRole('region', { name: 'Крупнейшие плательщики' });
    await user.click(within(payers).getByRole('radio', { name: 'Таблица' }));
    expect(within(payers).getByRole('table').textContent).toContain(
      'ООО «Покупатель» (ИНН 7701234560)',
    );
  });

  it('says so when the period has no operations', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/analytics': {
        status: 200,
        body: {
          data: {
            ...testAnalytics,
            categories: [],
            top_in: [],
            top_out: [],
            totals: { ...testAnalytics.totals, count: 0 },
          },
        },
      },
    });
    renderWithProviders(<AnalyticsPage />, { user: demoUser() });
    expect(await screen.findByText('За этот период операций нет')).toBeTruthy();
  });
});

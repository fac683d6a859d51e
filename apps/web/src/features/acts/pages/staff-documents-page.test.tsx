import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testAct } from '../../../test/acts/acts.fixtures.ts';
import { StaffDocumentsPage } from './staff-documents-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () => demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } });

describe('/documents (staff)', () => {
  it('lists the clients’ acts and re-issues a disputed one', async () => {
    const disputed = {
      ...testAct({
        status: 'disputed',
        status_name: 'Оспорен',
        dispute: {
          reason: 'Заказ выполнен в декабре',
          disputed_at: '2026-12-02T09:00:00Z',
          resolved_at: null,
        },
      }),
      company_name: 'ООО «Ромашка»',
    };
    api = await startTestApi({
      'GET /api/v1/staff/acts': { status: 200, body: { data: [disputed] } },
      'POST /api/v1/staff/companies/1/acts/5/resolve': {
        status: 200,
        body: { data: testAct({ revision: 2, number: 'А-2026-0006' }) },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffDocumentsPage />, { user: manager() });
    expect(screen.getByRole('heading', { level: 1, name: 'Документы' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Акты' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('ООО «Ромашка»');
    expect(row).toHaveTextContent('Оспорен');

    await user.click(within(row).getByRole('button', { name: '№ А-2026-0005' }));
    expect(await screen.findByText('Заказ выполнен в декабре')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Решить спор' }));
    await user.click(
      await screen.findByRole('button', { name: 'Перевыставить акт по данным учёта' }),
    );
    await waitFor(() =>
      expect(api?.seen.find((request) => request.method === 'POST')?.body).toEqual({
        action: 'reissue',
      }),
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { withLivePage } from '../../test/live-page.tsx';
import { PendingInvitations } from './components/pending-invitations.tsx';
import { demoCompany, demoInvitation } from '../../test/companies/demo-company.ts';
import { CompanyPage } from './pages/company-page.tsx';
import { useCompanyEvents } from './realtime.ts';

const { user, render } = withLivePage(useCompanyEvents);
const invitation = demoInvitation();

describe('company events on the private channel', () => {
  it('shows an invitation the moment it is sent (CompanyInvitationCreated)', async () => {
    let invited = false;
    const { api, realtime, listening } = await render(
      {
        'GET /api/v1/invitations': () => ({
          status: 200,
          body: { data: invited ? [invitation] : [] },
        }),
      },
      <PendingInvitations />,
    );
    await listening();
    await waitFor(() => expect(api.seen.map((r) => r.url)).toContain('/api/v1/invitations'));

    invited = true;
    realtime.toUser(user.id, 'CompanyInvitationCreated', invitation);
    expect(
      await screen.findByRole('region', { name: 'Приглашение в компанию ООО «Вектор»' }),
    ).toBeInTheDocument();
  });

  it('leaves the company page once the user is removed from it (CompanyUserRemoved)', async () => {
    let removed = false;
    const { api, realtime, listening } = await render(
      {
        'GET /api/v1/companies/1': () =>
          removed
            ? { status: 404, body: { message: 'Компания не найдена.' } }
            : { status: 200, body: { data: demoCompany() } },
        'GET /api/user-full/current': () => ({
          status: 200,
          body: {
            data: removed
              ? { ...user, active_company: null, companies: user.companies.slice(1) }
              : user,
          },
        }),
      },
      <CompanyPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Пользователи' })).toBeInTheDocument();
    await listening();

    removed = true;
    realtime.toUser(user.id, 'CompanyUserRemoved', { company_id: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Пользователи' })).not.toBeInTheDocument(),
    );
    expect(api.seen.map((r) => r.url)).toContain('/api/user-full/current');
  });
});

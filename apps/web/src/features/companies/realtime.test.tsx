import { privateUserChannel } from '@kabinet/domain/chat';
import type { CompanyInvitation } from '@kabinet/domain/companies';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  attachTestRealtime,
  TEST_CHANNEL_AUTH,
} from '../../shared/realtime/realtime.test-server.ts';
import { demoUser } from '../../test/demo-user.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { startTestApi } from '../../test/test-api.ts';
import { PendingInvitations } from './components/pending-invitations.tsx';
import { demoCompany } from './demo-company.ts';
import { CompanyPage } from './pages/company-page.tsx';
import { useCompanyEvents } from './realtime.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
let realtime: ReturnType<typeof attachTestRealtime> | undefined;
afterEach(async () => {
  realtime?.close();
  realtime = undefined;
  await api?.close();
  api = undefined;
});

const user = demoUser();

function Live() {
  useCompanyEvents(user.id);
  return null;
}

const invitation: CompanyInvitation = {
  id: 4,
  company_id: 9,
  company_name: 'ООО «Вектор»',
  company_inn: '7724981640',
  phone: '',
  email: 'ivan@romashka.ru',
  position: 'employee',
  position_name: 'Сотрудник',
  status: 'PENDING',
  invited_by: { id: 3, name: 'Олег Проверкин' },
  created_at: '2026-11-21T09:00:00.000Z',
  expires_at: '2026-12-05T09:00:00.000Z',
};

/** Waits until the page listens on the user's private channel. */
async function listening() {
  await waitFor(() => expect(realtime?.subscribed).toContain(privateUserChannel(user.id)));
}

describe('company events on the private channel', () => {
  it('shows an invitation the moment it is sent (CompanyInvitationCreated)', async () => {
    let invited = false;
    api = await startTestApi({
      'GET /api/v1/invitations': () => ({
        status: 200,
        body: { data: invited ? [invitation] : [] },
      }),
      'POST /broadcasting/auth': TEST_CHANNEL_AUTH,
    });
    realtime = attachTestRealtime(api);
    renderWithProviders(
      <>
        <Live />
        <PendingInvitations />
      </>,
      { user },
    );
    await listening();
    await waitFor(() => expect(api?.seen.map((r) => r.url)).toContain('/api/v1/invitations'));

    invited = true;
    realtime.toUser(user.id, 'CompanyInvitationCreated', invitation);
    expect(
      await screen.findByRole('region', { name: 'Приглашение в компанию ООО «Вектор»' }),
    ).toBeInTheDocument();
  });

  it('leaves the company page once the user is removed from it (CompanyUserRemoved)', async () => {
    let removed = false;
    api = await startTestApi({
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
      'POST /broadcasting/auth': TEST_CHANNEL_AUTH,
    });
    realtime = attachTestRealtime(api);
    renderWithProviders(
      <>
        <Live />
        <CompanyPage />
      </>,
      { user },
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

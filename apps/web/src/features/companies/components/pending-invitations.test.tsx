import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { demoInvitation } from '../../../test/companies/demo-company.ts';
import { PendingInvitations } from './pending-invitations.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('pending invitations', () => {
  it('shows an invitation after sign-in and accepts it', async () => {
    let answered = false;
    api = await startTestApi({
      'GET /api/v1/invitations': () => ({
        status: 200,
        body: {
          data: answered ? [] : [demoInvitation()],
        },
      }),
      'POST /api/v1/invitations/4/accept': () => {
        answered = true;
        return { status: 200, body: { data: { id: 9 } } };
      },
      'GET /api/user-full/current': { status: 200, body: { data: demoUser() } },
    });
    renderWithProviders(<PendingInvitations />, { user: demoUser() });
    const invitation = await screen.findByRole('region', {
      name: 'Приглашение в компанию ООО «Вектор»',
    });
    expect(invitation).toHaveTextContent('Олег Проверкин приглашает вас на должность «Сотрудник»');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Принять' }));
    expect(
      await screen.findByText('Вы присоединились к компании ООО «Вектор»'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });
});

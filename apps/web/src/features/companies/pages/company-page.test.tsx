import type { CompanyInvitation } from '@kabinet/domain/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { demoCompany } from '../../../test/companies/demo-company.ts';
import { CompanyPage } from './company-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const pendingInvitation: CompanyInvitation = {
  id: 3,
  company_id: 1,
  company_name: 'ООО «Ромашка»',
  company_inn: '7707083893',
  phone: '',
  email: 'new@romashka.ru',
  position: 'employee',
  position_name: 'Сотрудник',
  status: 'PENDING',
  invited_by: { id: 7, name: 'Иван Смирнов' },
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
};

async function openCompanyPageAs(position: 'owner' | 'employee') {
  api = await startTestApi({
    'DELETE /api/v1/companies/1/users/8': { status: 204 },
    'DELETE /api/v1/companies/1/invitations/3': { status: 204 },
    'GET /api/v1/companies/1': {
      status: 200,
      body: {
        data: demoCompany({ current_user_position: position, new_users: [pendingInvitation] }),
      },
    },
  });
  renderWithProviders(<CompanyPage />, { user: demoUser() });
  await screen.findByRole('heading', { name: 'Пользователи' });
}

describe('company page, users', () => {
  it('shows an employee the users read-only', async () => {
    await openCompanyPageAs('employee');
    expect(screen.getByText('Кузнецова Ольга Андреевна')).toBeInTheDocument();
    expect(screen.getByText('new@romashka.ru')).toBeInTheDocument();
    expect(
      screen.getByText('Изменять состав может владелец или администратор компании'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Пригласить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Должность:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Удалить из компании/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Отозвать приглашение/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  });

  it('lets the owner invite, change positions and remove users, but not touch the owner', async () => {
    await openCompanyPageAs('owner');
    expect(screen.getByRole('button', { name: 'Пригласить' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Должность: Кузнецова Ольга Андреевна' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Удалить из компании: Кузнецова Ольга Андреевна' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Удалить из компании: Смирнов/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Отозвать приглашение: new@romashka.ru' }),
    ).toBeInTheDocument();
  });

  it('removes a user only after «Удалить» in the confirmation', async () => {
    await openCompanyPageAs('owner');
    const user = userEvent.setup();
    const deletes = () => api?.seen.filter((request) => request.method === 'DELETE') ?? [];
    const removeButton = screen.getByRole('button', {
      name: 'Удалить из компании: Кузнецова Ольга Андреевна',
    });
    await user.click(removeButton);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить из компании?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(deletes()).toEqual([]);
    await user.click(removeButton);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удалить из компании?' })).getByRole(
        'button',
        { name: 'Удалить' },
      ),
    );
    await waitFor(() => expect(deletes().map((request) => request.url)).toHaveLength(1));
  });

  it('withdraws an invitation only after confirming', async () => {
    await openCompanyPageAs('owner');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Отозвать приглашение: new@romashka.ru' }));
    expect(await screen.findByRole('dialog', { name: 'Отозвать приглашение?' })).toBeVisible();
    expect(api?.seen.some((request) => request.method === 'DELETE')).toBe(false);
  });
});

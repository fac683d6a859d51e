import type { CompanyInvitation } from '@kabinet/domain/companies';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { demoCompany } from '../demo-company.ts';
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
});

import type { CompanyManager } from '@kabinet/domain/companies';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../test/demo-user.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { startTestApi } from '../../test/test-api.ts';
import { CompanyManagerCard, ManagerCard } from './manager-card.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const maria: CompanyManager = {
  id: 5,
  name: 'Мария',
  last_name: 'Смирнова',
  patronymic: 'Ивановна',
  email: 'maria@kabinet.demo',
  phone: '79161234567',
  position: 'Менеджер',
  avatar: null,
  working_hours: 'Пн–Пт, 9:00–18:00 МСК',
};

describe('«Ваш менеджер»', () => {
  it('shows the manager’s name, phone to call, e-mail and working hours', () => {
    renderWithProviders(<ManagerCard manager={maria} />);
    const card = screen.getByRole('region', { name: 'Ваш менеджер' });
    expect(within(card).getByText('Смирнова Мария Ивановна')).toBeTruthy();
    expect(within(card).getByText('Менеджер')).toBeTruthy();
    const phone = within(card).getByRole('link', { name: '+7 (916) 123 - 4567' });
    expect(phone.getAttribute('href')).toBe('tel:+79161234567');
    expect(within(card).getByRole('link', { name: 'maria@kabinet.demo' })).toBeTruthy();
    expect(within(card).getByText('Пн–Пт, 9:00–18:00 МСК')).toBeTruthy();
  });

  it('promises a manager soon while none is assigned', () => {
    renderWithProviders(<ManagerCard manager={null} />);
    const card = screen.getByRole('region', { name: 'Ваш менеджер' });
    expect(within(card).getByText('Менеджер будет назначен в ближайшее время')).toBeTruthy();
  });

  it('reads the company’s manager from the server', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/7/manager': { status: 200, body: { data: maria } },
      'GET /api/v1/companies/8/manager': { status: 200, body: { data: null } },
    });
    renderWithProviders(
      <>
        <CompanyManagerCard companyId={7} />
        <CompanyManagerCard companyId={8} />
      </>,
      { user: demoUser() },
    );
    expect(await screen.findByText('Смирнова Мария Ивановна')).toBeTruthy();
    expect(await screen.findByText('Менеджер будет назначен в ближайшее время')).toBeTruthy();
  });
});

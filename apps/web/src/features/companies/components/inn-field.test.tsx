import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { CreateCompanyForm } from './create-company-form.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const noop = () => undefined;

describe('INN field of company/new', () => {
  it('shows «Неверное контрольное число ИНН» for a wrong check digit and accepts a valid INN', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/check/7707083893': {
        status: 200,
        body: { data: { inn: '7707083893', kind: 'LEGAL', available: true } },
      },
    });
    renderWithProviders(<CreateCompanyForm onCreated={noop} />, { user: demoUser() });
    const typing = userEvent.setup();
    const inn = screen.getByRole('textbox', { name: /ИНН/ });

    await typing.type(inn, '7707083894');
    expect(screen.getByText('Неверное контрольное число ИНН')).toBeInTheDocument();
    expect(api.seen.filter((request) => request.url.includes('/check/'))).toHaveLength(0);

    await typing.clear(inn);
    await typing.type(inn, '7707083893');
    expect(screen.queryByText('Неверное контрольное число ИНН')).not.toBeInTheDocument();
    expect(
      await screen.findByText('ИНН верный, компания ещё не зарегистрирована в кабинете'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /КПП/ })).toBeInTheDocument();
  });

  it('says the company is already registered when the check answers 409', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/check/7707083893': {
        status: 409,
        body: { message: 'Компания с таким ИНН уже зарегистрирована' },
      },
    });
    renderWithProviders(<CreateCompanyForm onCreated={noop} />, { user: demoUser() });
    await userEvent.setup().type(screen.getByRole('textbox', { name: /ИНН/ }), '7707083893');
    expect(
      await screen.findByText('Компания с таким ИНН уже зарегистрирована'),
    ).toBeInTheDocument();
  });

  it('hides the KPP for the 12-digit INN of an ИП or a self-employed person', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/check/500100732259': {
        status: 200,
        body: { data: { inn: '500100732259', kind: 'INDIVIDUAL', available: true } },
      },
    });
    renderWithProviders(<CreateCompanyForm onCreated={noop} />, { user: demoUser() });
    await userEvent.setup().type(screen.getByRole('textbox', { name: /ИНН/ }), '500100732259');
    expect(screen.queryByRole('textbox', { name: /КПП/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ОГРНИП' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Самозанятый/ })).toBeInTheDocument();
  });
});

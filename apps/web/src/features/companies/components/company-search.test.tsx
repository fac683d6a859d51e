import { screen, waitFor } from '@testing-library/react';
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

describe('company search without DaData', () => {
  it('promises no autofill, shows no red error and carries the typed INN into the form', async () => {
    api = await startTestApi({
      'GET /api/v1/addresses/suggest': { status: 200, body: { data: [], manual: true } },
      'GET /api/v1/companies/search/7707083893': { status: 200, body: { data: [] } },
      'GET /api/v1/companies/check/7707083893': { status: 200, body: { data: {} } },
    });
    renderWithProviders(<CreateCompanyForm onCreated={() => undefined} />, { user: demoUser() });
    expect(await screen.findByText(/поищем среди компаний, которые уже знаем/)).toBeInTheDocument();
    await userEvent
      .setup()
      .type(screen.getByRole('textbox', { name: 'Найти компанию' }), '7707083893');
    expect(
      await screen.findByText(/ИНН перенесли в форму ниже/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ничего не нашли/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'ИНН' })).toHaveValue('7707083893'),
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { demoCompany } from '../../../test/companies/demo-company.ts';
import { RequisitesCard } from './requisites-card.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('requisites card', () => {
  it('copies the requisites text the server composes', async () => {
    const rows = [
      { label: 'Сокращённое наименование', value: 'ООО «Ромашка»' },
      { label: 'ИНН', value: '7707083893' },
      { label: 'КПП', value: '773601001' },
    ];
    const text = rows.map(({ label, value }) => `${label}: ${value}`).join('\n');
    api = await startTestApi({
      'GET /api/v1/companies/1/requisites': { status: 200, body: { data: { text, rows } } },
    });
    const clicking = userEvent.setup();
    renderWithProviders(
      <RequisitesCard company={demoCompany()} canEdit onEdit={() => undefined} />,
      { user: demoUser() },
    );
    await clicking.click(screen.getByRole('button', { name: 'Скопировать реквизиты' }));

    expect(await screen.findByText('Реквизиты скопированы')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(text);
  });

  it('shows no KPP for an ИП and names the ОГРНИП', () => {
    const company = demoCompany({
      inn: '500100732259',
      kpp: '',
      ogrn: '304500116000157',
      company_meta: { ...demoCompany().company_meta, kind: 'INDIVIDUAL' },
    });
    renderWithProviders(
      <RequisitesCard company={company} canEdit={false} onEdit={() => undefined} />,
    );
    expect(screen.queryByText('КПП')).not.toBeInTheDocument();
    expect(screen.getByText('ОГРНИП')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  });
});

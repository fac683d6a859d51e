import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { demoUser } from '../../test/demo-user.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ActiveCompanyPage } from './active-company-page.tsx';

const page = (
  <ActiveCompanyPage header={<h1>Акты</h1>} whyCompany="Акты выставляются компании">
    {(companyId) => <p>Компания № {companyId}</p>}
  </ActiveCompanyPage>
);

describe('ActiveCompanyPage', () => {
  it('gives the content the active company', () => {
    const user = demoUser();
    renderWithProviders(page, { user });
    expect(screen.getByRole('heading', { name: 'Акты' })).toBeTruthy();
    expect(screen.getByText(`Компания № ${user.active_company?.id}`)).toBeTruthy();
  });

  it('says why a company is needed when there is none', () => {
    renderWithProviders(page, { user: demoUser({ active_company: null }) });
    expect(screen.getByText('Нет активной компании')).toBeTruthy();
    expect(
      screen.getByText(
        'Акты выставляются компании: добавьте её или выберите в переключателе компаний.',
      ),
    ).toBeTruthy();
  });
});

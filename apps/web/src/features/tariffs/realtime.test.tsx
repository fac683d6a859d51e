import { COMPANY_TARIFF_STATUS_NAMES, type CompanyTariffStatus } from '@kabinet/domain/tariffs';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { withLivePage } from '../../test/live-page.tsx';
import { TariffPage } from './pages/tariff-page.tsx';
import { useTariffEvents } from './realtime.ts';
import { testCompanyTariff, testTariffPage } from '../../test/tariffs/tariffs.fixtures.ts';

const { user, render } = withLivePage(useTariffEvents);

describe('CompanyTariffStatusChanged', () => {
  it('shows the tariff’s new status on the open tariff page', async () => {
    let status: CompanyTariffStatus = 'NEW';
    const { realtime, listening } = await render(
      {
        'GET /api/tariff-page': () => ({
          status: 200,
          body: { data: testTariffPage(undefined, [testCompanyTariff(status)]) },
        }),
      },
      <TariffPage />,
    );
    expect(await screen.findByTestId('tariff-status')).toHaveTextContent(
      COMPANY_TARIFF_STATUS_NAMES.NEW,
    );
    await listening();

    status = 'ACTIVE';
    realtime.toUser(user.id, 'CompanyTariffStatusChanged', {
      company_id: 2,
      company_tariff: testCompanyTariff('ACTIVE'),
      from_status: 'NEW',
      to_status: 'ACTIVE',
    });
    await waitFor(() =>
      expect(screen.getByTestId('tariff-status')).toHaveTextContent(
        COMPANY_TARIFF_STATUS_NAMES.ACTIVE,
      ),
    );
  });
});

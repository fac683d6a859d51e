import { privateUserChannel } from '@kabinet/domain/chat';
import { COMPANY_TARIFF_STATUS_NAMES, type CompanyTariffStatus } from '@kabinet/domain/tariffs';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  attachTestRealtime,
  TEST_CHANNEL_AUTH,
} from '../../shared/realtime/realtime.test-server.ts';
import { demoUser } from '../../test/demo-user.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { startTestApi } from '../../test/test-api.ts';
import { TariffPage } from './pages/tariff-page.tsx';
import { useTariffEvents } from './realtime.ts';
import { testCompanyTariff, testTariffPage } from './tariffs.fixtures.ts';

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
  useTariffEvents(user.id);
  return null;
}

describe('CompanyTariffStatusChanged', () => {
  it('shows the tariff’s new status on the open tariff page', async () => {
    let status: CompanyTariffStatus = 'NEW';
    api = await startTestApi({
      'GET /api/tariff-page': () => ({
        status: 200,
        body: { data: testTariffPage(undefined, [testCompanyTariff(status)]) },
      }),
      'POST /broadcasting/auth': TEST_CHANNEL_AUTH,
    });
    realtime = attachTestRealtime(api);
    renderWithProviders(
      <>
        <Live />
        <TariffPage />
      </>,
      { user },
    );
    expect(await screen.findByTestId('tariff-status')).toHaveTextContent(
      COMPANY_TARIFF_STATUS_NAMES.NEW,
    );
    await waitFor(() => expect(realtime?.subscribed).toContain(privateUserChannel(user.id)));

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

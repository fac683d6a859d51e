import {
  canDeleteCompanyTariff,
  COMPANY_TARIFF_STATUS,
  COMPANY_TARIFF_STATUS_NAMES,
} from '@kabinet/domain/tariffs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testCompanyTariff } from '../../../test/tariffs/tariffs.fixtures.ts';
import { CurrentTariffCard } from './current-tariff-card.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('current tariff card', () => {
  it.each(Object.values(COMPANY_TARIFF_STATUS))(
    'offers «Удалить» for %s only when the status may be deleted',
    (status) => {
      renderWithProviders(<CurrentTariffCard tariff={testCompanyTariff(status)} />, {
        user: demoUser(),
      });
      expect(screen.getByTestId('tariff-status')).toHaveTextContent(
        COMPANY_TARIFF_STATUS_NAMES[status],
      );
      const offered = screen.queryByRole('button', { name: 'Удалить' }) !== null;
      expect(offered).toBe(canDeleteCompanyTariff(status));
    },
  );

  it('offers payment of the exact amount while money is not enough', () => {
    renderWithProviders(
      <CurrentTariffCard tariff={testCompanyTariff('NEW_MONEY_NOT_ENOUGH', { amount: 43440 })} />,
      { user: demoUser() },
    );
    expect(screen.getByRole('link', { name: /Оплатить 43\s440\s₽/ })).toHaveAttribute(
      'href',
      '/payment',
    );
  });

  it('asks for confirmation before deleting and calls DELETE /api/company-tariffs/{id}', async () => {
    api = await startTestApi({
      'DELETE /api/company-tariffs/40': {
        status: 200,
        body: { data: { id: 40 }, message: 'Тариф удален' },
      },
    });
    renderWithProviders(<CurrentTariffCard tariff={testCompanyTariff('DRAFT')} />, {
      user: demoUser(),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(api.seen).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить черновик тарифа?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Тариф удален')).toBeInTheDocument();
    expect(api.seen[0]?.method).toBe('DELETE');
  });
});

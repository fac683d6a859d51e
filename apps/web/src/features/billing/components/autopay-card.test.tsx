import type { AutopayCharge, OnlinePaymentProfile } from '@kabinet/domain/online-payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi, type SeenRequest } from '../../../test/test-api.ts';
import { AutopayCard } from './autopay-card.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const PROFILE_URL = '/api/v1/companies/1/online-payments';
const CARD = {
  type: 'bank_card',
  title: '•• 4242',
  expiry: '12/28',
  issuer: 'Сбербанк',
  saved_at: '2026-11-02T10:00:00.000Z',
} as const;
const NO_CARD: OnlinePaymentProfile = {
  receipts_enabled: true,
  receipt_email: null,
  saved_method: null,
  autopay: false,
  autopay_next: null,
  autopay_last_charge: null,
};
const AUTOPAY_ON: OnlinePaymentProfile = {
  ...NO_CARD,
  saved_method: CARD,
  autopay: true,
  autopay_next: { date: '2026-12-01', amount_kopecks: 1_719_500 },
};
const charge = (fields: Partial<AutopayCharge>): AutopayCharge => ({
  month: '2026-11',
  invoice_id: 7,
  amount_kopecks: 1_719_500,
  status: 'failed',
  attempts: 1,
  next_attempt_on: '2026-11-03',
  failure_reason: 'Недостаточно средств на карте',
  updated_at: '2026-11-01T07:00:00.000Z',
  ...fields,
});

async function showCard(profile: OnlinePaymentProfile, routes = {}) {
  api = await startTestApi({
    [`GET ${PROFILE_URL}/profile`]: { status: 200, body: { data: profile } },
    ...routes,
  });
  renderWithProviders(<AutopayCard companyId={1} payInvoice={null} />, { user: demoUser() });
  return screen.findByRole('region', { name: 'Карта для автоплатежа' });
}

describe('«Карта для автоплатежа» on /payment', () => {
  it('keeps autopay off until a card is saved and says how to save one', async () => {
    const card = await showCard(NO_CARD);
    expect(within(card).getByText('Карта не сохранена.')).toBeTruthy();
    const toggle = within(card).getByRole('switch', { name: /Автоплатёж тарифа/ });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleName(/Чтобы включить автоплатёж, сначала сохраните карту\./);
  });

  it('shows the masked card and the next charge, and turns autopay off by keyboard', async () => {
    const seen: SeenRequest[] = [];
    const card = await showCard(AUTOPAY_ON, {
      [`PUT ${PROFILE_URL}/autopay`]: (request: SeenRequest) => {
        seen.push(request);
        return {
          status: 200,
          body: { data: { ...AUTOPAY_ON, autopay: false, autopay_next: null } },
        };
      },
    });
    expect(within(card).getByTestId('saved-method')).toHaveTextContent('Банковская карта •• 4242');
    expect(within(card).getByText('срок 12/28 · Сбербанк')).toBeTruthy();
    const toggle = within(card).getByRole('switch', { name: /Автоплатёж тарифа/ });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleName(/Следующее списание 1 декабря 2026.* — 17\s195,00\s₽/);

    const user = userEvent.setup({ delay: null });
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(seen.map((request) => request.body)).toEqual([{ enabled: false }]);
  });

  it('tells the client a failed charge, its reason and the next try', async () => {
    const card = await showCard({ ...AUTOPAY_ON, autopay_last_charge: charge({}) });
    const alert = within(card).getByTestId('autopay-charge');
    expect(alert).toHaveTextContent(/Не удалось списать 17\s195,00\s₽ за ноябрь 2026/);
    expect(alert).toHaveTextContent('Недостаточно средств на карте');
    expect(alert).toHaveTextContent(/Попробуем ещё раз 3 ноября 2026/);
  });

  it('says autopay stopped and what to do when the card is dead', async () => {
    const card = await showCard({
      ...NO_CARD,
      autopay_last_charge: charge({
        status: 'stopped',
        next_attempt_on: null,
        failure_reason: 'Срок действия карты истёк',
      }),
    });
    const alert = within(card).getByTestId('autopay-charge');
    expect(alert).toHaveTextContent('Автоплатёж остановлен');
    expect(alert).toHaveTextContent('Срок действия карты истёк');
    expect(alert).toHaveTextContent('Оплатите счёт вручную');
  });

  it('unlinks the card only after the confirmation', async () => {
    let deleted = 0;
    const card = await showCard(AUTOPAY_ON, {
      [`DELETE ${PROFILE_URL}/saved-method`]: () => {
        deleted += 1;
        return { status: 200, body: { data: NO_CARD } };
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: 'Отвязать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отвязать карту?' });
    expect(deleted).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Отвязать' }));
    expect(await within(card).findByText('Карта не сохранена.')).toBeTruthy();
    expect(deleted).toBe(1);
  });
});

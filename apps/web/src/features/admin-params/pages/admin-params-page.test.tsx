import { formatMoney } from '@kabinet/domain/shared';
import { initialWizardValues, type Tariff, type TariffParam } from '@kabinet/domain/tariffs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { previewCalculation, SAMPLE_ANSWERS } from '../model.ts';
import { AdminParamsPage } from './admin-params-page.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const params: TariffParam[] = [
  {
    id: 11,
    slug: 'legal_form',
    type: 'RADIO_BTN',
    options: [
      { value: 'ip', label: 'ИП', short_label: 'ИП', price: 0 },
      { value: 'ooo', label: 'ООО', short_label: 'ООО', price: 2000 },
    ],
    settings: {},
  },
];
const tariffs: Tariff[] = [
  {
    id: 1,
    slug: 'tariff_1',
    name: 'Базовый',
    status: 'ACTIVE',
    individual_params: { tariff_price: 2500 },
  },
];
const steps = [
  { number: 1, key: 'one', title: 'Форма и оборот', description: '', param_slugs: ['legal_form'] },
];
const catalogue = { params, tariffs, steps };
const admin = () => demoUser({ role: { role_name: 'Администратор', role_slug: 'admin' } });

describe('admin params page', () => {
  it('answers «Недостаточно прав» to a client', () => {
    renderWithProviders(<AdminParamsPage />, { user: demoUser() });
    expect(screen.getByRole('heading', { name: 'Недостаточно прав' })).toBeInTheDocument();
  });

  it('puts the wizard steps under the page title as second-level headings (axe heading-order)', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/params': { status: 200, body: { data: catalogue } },
    });
    renderWithProviders(<AdminParamsPage />, { user: admin() });
    expect(
      await screen.findByRole('heading', { name: '1. Форма и оборот', level: 2 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Параметры тарифов', level: 1 })).toBeVisible();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('previews an edited price with the engine and saves it', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/params': { status: 200, body: { data: catalogue } },
      'PUT /api/v1/admin/params': (request) => ({
        status: 200,
        body: {
          data: { ...catalogue, ...(request.body as object) },
          message: 'Параметры сохранены',
        },
      }),
    });
    renderWithProviders(<AdminParamsPage />, { user: admin() });
    const user = userEvent.setup();
    const paramButton = await screen.findByRole('button', {
      name: /Организационно-правовая форма/,
    });
    // A closed param renders no inputs: the whole catalogue's are too many to render at once.
    expect(screen.queryByLabelText('Организационно-правовая форма — ИП — цена')).toBeNull();
    await user.click(paramButton);
    const price = screen.getByLabelText('Организационно-правовая форма — ИП — цена');
    await user.clear(price);
    await user.type(price, '1500');

    const sample = SAMPLE_ANSWERS[0]!.values;
    const edited = {
      params: [
        {
          ...params[0]!,
          options: [{ ...params[0]!.options[0]!, price: 1500 }, params[0]!.options[1]!],
        },
      ],
      tariffs,
    };
    const expected = previewCalculation(edited, initialWizardValues(edited.params), sample);
    const row = screen.getByTestId('admin-preview-tariff_1');
    const shown = (row.textContent ?? '').replace(/\s/g, ' ');
    expect(within(row).getAllByTestId('price-before')[0]).toHaveTextContent(/2\s500\s₽/);
    expect(shown).toContain(formatMoney(expected.tariffs[0]!.total).replace(/\s/g, ' '));

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Параметры сохранены')).toBeInTheDocument();
    const put = api.seen.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      params: [{ slug: 'legal_form', options: [{ value: 'ip', price: 1500 }, { value: 'ooo' }] }],
    });
  }, 20_000);
});

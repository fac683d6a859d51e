import { formatMoney } from '@kabinet/domain/shared';
import { calculateTariffs, initialWizardValues, type ParamValues } from '@kabinet/domain/tariffs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import {
  testCompanyTariff,
  testParams,
  testTariffPage,
  testTariffs,
} from '../../../test/tariffs/tariffs.fixtures.ts';
import { TariffWizard } from './tariff-wizard.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const answered: ParamValues = {
  ...initialWizardValues(testParams),
  legal_form: 'ooo',
  turnover: 30,
  tax_system: 'usn6',
};

/** formatMoney's figure as the DOM reads it (no-break spaces collapse to spaces). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

const engineTotal = (values: ParamValues, slug: string) =>
  calculateTariffs({
    params: testParams,
    tariffs: testTariffs,
    values,
    companyTariffs: [],
  }).tariffs.find((tariff) => tariff.slug === slug)?.total ?? NaN;

describe('tariff wizard', () => {
  it('keeps the user on the step and names its empty params when «Далее» is pressed', async () => {
    renderWithProviders(<TariffWizard page={testTariffPage()} />, { user: demoUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Далее' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Заполните шаг «Форма и оборот»: организационно-правовая форма, годовой оборот',
    );
    expect(screen.getByRole('heading', { name: 'Форма и оборот' })).toBeInTheDocument();
  });

  it('moves on to «Налоги» once the step is answered', async () => {
    renderWithProviders(<TariffWizard page={testTariffPage()} />, { user: demoUser() });
    const user = userEvent.setup();
    await user.click(screen.getByText('ООО'));
    await user.type(screen.getByLabelText('Годовой оборот'), '30');
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    expect(screen.getByRole('heading', { name: 'Налоги' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("moves the focus to the next step's title on «Далее», where its questions begin", async () => {
    renderWithProviders(<TariffWizard page={testTariffPage(answered)} />, { user: demoUser() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    expect(screen.getByRole('heading', { name: 'Налоги', level: 2 })).toHaveFocus();
  });

  it('shows live prices equal to calculateTariffs for the same answers, and follows a change', async () => {
    renderWithProviders(<TariffWizard page={testTariffPage(answered)} />, { user: demoUser() });
    const basic = () => within(screen.getByTestId('live-price-tariff_1'));
    expect(basic().getByTestId('monthly-price')).toHaveTextContent(
      money(engineTotal(answered, 'tariff_1')),
    );

    const user = userEvent.setup();
    const turnover = screen.getByLabelText('Годовой оборот');
    await user.clear(turnover);
    await user.type(turnover, '100');

    const changed = { ...answered, turnover: 100 };
    expect(engineTotal(changed, 'tariff_1')).not.toBe(engineTotal(answered, 'tariff_1'));
    await waitFor(() =>
      expect(basic().getByTestId('monthly-price')).toHaveTextContent(
        money(engineTotal(changed, 'tariff_1')),
      ),
    );
    expect(
      within(screen.getByTestId('live-price-tariff_2')).getByTestId('monthly-price'),
    ).toHaveTextContent(money(engineTotal(changed, 'tariff_2')));
  });

  it('shows the first-month price to a new company', () => {
    renderWithProviders(<TariffWizard page={testTariffPage(answered)} />, { user: demoUser() });
    expect(screen.getAllByTestId('first-month-price').length).toBeGreaterThan(0);
  });

  it('hides the first-month price when show_first_month is false (an ACTIVE tariff exists)', () => {
    const page = testTariffPage(answered, [testCompanyTariff('ACTIVE')]);
    expect(page.calculation.show_first_month).toBe(false);
    renderWithProviders(<TariffWizard page={page} />, { user: demoUser() });
    expect(screen.getByTestId('live-price-tariff_1')).toBeInTheDocument();
    expect(screen.queryByTestId('first-month-price')).not.toBeInTheDocument();
    expect(screen.queryByText(/Первый месяц/)).not.toBeInTheDocument();
  });

  it('saves a draft with the values as sent and says «Черновик успешно сохранен»', async () => {
    api = await startTestApi({
      'POST /api/company-tariffs/draft': {
        status: 201,
        body: { data: testCompanyTariff('DRAFT'), message: 'Черновик успешно сохранен' },
      },
    });
    renderWithProviders(<TariffWizard page={testTariffPage(answered)} />, { user: demoUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    expect(await screen.findByText('Черновик успешно сохранен')).toBeInTheDocument();
    expect(api.seen[0]?.body).toMatchObject({
      values: { legal_form: 'ooo', turnover: 30, tax_system: 'usn6', pay_months_count: 1 },
    });
  });

  it('ticks no step before it is answered, and only the step passed', async () => {
    const { container } = renderWithProviders(<TariffWizard page={testTariffPage()} />, {
      user: demoUser(),
    });
    expect(container.querySelectorAll('[data-done]')).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByText('ООО'));
    await user.type(screen.getByLabelText('Годовой оборот'), '30');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(container.querySelectorAll('[data-done]')).toHaveLength(1);
  });

  it('does not offer the patent (ПСН) to an ООО, but does to an ИП', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TariffWizard page={testTariffPage()} />, { user: demoUser() });
    await user.click(screen.getByText('ООО'));
    await user.type(screen.getByLabelText('Годовой оборот'), '30');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('heading', { name: 'Налоги' })).toBeInTheDocument();
    expect(screen.queryByText('Патент (ПСН), только для ИП')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await user.click(screen.getByText('ИП'));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByText('Патент (ПСН), только для ИП')).toBeInTheDocument();
  });
});

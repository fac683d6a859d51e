import {
  calculateTariffs,
  initialWizardValues,
  recommendTariff,
  type ParamValues,
  type Tariff,
} from '@kabinet/domain/tariffs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { testParams, testTariffs } from '../../../test/tariffs/tariffs.fixtures.ts';
import { TariffChoice } from './tariff-choice.tsx';

const values: ParamValues = {
  ...initialWizardValues(testParams),
  legal_form: 'ooo',
  turnover: 30,
  tax_system: 'usn6',
};

/** «Финансовый» with a description and «Руководитель — ИП» included at 0 ₽. */
const tariffs: Tariff[] = [
  { ...testTariffs[0]!, description: 'Бухгалтерия и налоги под ключ.' },
  {
    ...testTariffs[1]!,
    description: 'Всё, что в «Базовом», и управленческий учёт.',
    individual_params: {
      ...testTariffs[1]!.individual_params,
      manager_ip: { options: [{ value: 'yes', price: 0 }] },
    },
  },
];

function renderChoice() {
  const calculation = calculateTariffs({ params: testParams, tariffs, values, companyTariffs: [] });
  const recommendedTariffId = recommendTariff({ params: testParams, tariffs, values, calculation });
  renderWithProviders(
    <TariffChoice
      label="Тариф"
      value={null}
      onChange={() => undefined}
      tariffs={tariffs}
      params={testParams}
      calculation={calculation}
      months={1}
      recommendedTariffId={recommendedTariffId}
    />,
  );
}

describe('tariff cards', () => {
  it('say what each tariff gives: its description and what is included at no extra charge', () => {
    renderChoice();
    const basic = screen.getByRole('radio', { name: /^Базовый/ });
    const financial = screen.getByRole('radio', { name: /^Финансовый/ });
    expect(basic).toHaveTextContent('Бухгалтерия и налоги под ключ.');
    expect(basic).not.toHaveTextContent('Входит без доплаты');
    expect(financial).toHaveTextContent('Всё, что в «Базовом», и управленческий учёт.');
    expect(within(financial).getByRole('listitem')).toHaveTextContent('Руководитель — ИП');
  });

  it('mark the tariff recommended for the answers (the cheapest that covers them)', () => {
    renderChoice();
    expect(screen.getByRole('radio', { name: /^Базовый/ })).toHaveTextContent('Рекомендуем');
    expect(screen.getByRole('radio', { name: /^Финансовый/ })).not.toHaveTextContent('Рекомендуем');
  });

  it('name each card by its tariff, mark and price, and describe it by what it includes', () => {
    renderChoice();
    const basic = screen.getByRole('radio', { name: /^Базовый Рекомендуем .* в месяц$/ });
    expect(basic).toHaveAccessibleDescription('Бухгалтерия и налоги под ключ.');
    const financial = screen.getByRole('radio', { name: /^Финансовый .* в месяц$/ });
    expect(financial).toHaveAccessibleDescription(/Входит без доплаты:.*Руководитель — ИП/);
  });
});

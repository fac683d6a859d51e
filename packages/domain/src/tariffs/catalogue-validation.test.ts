import { describe, expect, it } from 'vitest';

import {
  CATALOGUE_MESSAGES,
  validateIndividualParams,
  validateTariffParams,
} from './catalogue-validation.ts';
import type { Tariff, TariffParam } from './tariffs.schemas.ts';

const tariffs: Tariff[] = [
  {
    id: 1,
    slug: 'tariff_1',
    name: 'Базовый',
    status: 'ACTIVE',
    individual_params: { tariff_price: 2500 },
  },
];
const legalForm: TariffParam = {
  id: 11,
  slug: 'legal_form',
  type: 'RADIO_BTN',
  options: [
    { value: 'ooo', price: 1000 },
    { value: 'ip', price: 0 },
  ],
  settings: {},
};

describe('admin catalogue checks', () => {
  it('accepts the valid catalogue', () => {
    expect(validateTariffParams([legalForm], tariffs)).toEqual({});
  });

  it('refuses fractional or negative prices and sales over 100 %', () => {
    const param: TariffParam = {
      ...legalForm,
      options: [
        { value: 'ooo', price: 10.5, first_month_sale: 101 },
        { value: 'ip', price: -1 },
      ],
    };
    expect(validateTariffParams([param], tariffs)).toEqual({
      'params.0.options.0.price': [CATALOGUE_MESSAGES.price],
      'params.0.options.0.first_month_sale': [CATALOGUE_MESSAGES.sale],
      'params.0.options.1.price': [CATALOGUE_MESSAGES.price],
    });
  });

  it('refuses repeated option values, an unknown parent and an unknown tariff to skip', () => {
    const param: TariffParam = {
      ...legalForm,
      options: [{ value: 'ooo' }, { value: 'ooo' }],
      settings: { parent_id: 99, tariffs_to_skip: ['tariff_9'] },
    };
    expect(validateTariffParams([param], tariffs)).toEqual({
      'params.0.options.1.value': [CATALOGUE_MESSAGES.duplicateValue],
      'params.0.settings.parent_id': [CATALOGUE_MESSAGES.parentMissing],
      'params.0.settings.tariffs_to_skip': [CATALOGUE_MESSAGES.skipMissing],
    });
  });

  it('checks a tariff’s own prices against the param options', () => {
    const individual = {
      tariff_price: -5,
      legal_form: { options: [{ value: 'zao', price: 1.5 }] },
    };
    expect(validateIndividualParams(individual, [legalForm])).toEqual({
      'individual_params.tariff_price': [CATALOGUE_MESSAGES.price],
      'individual_params.legal_form.options.0.value': [CATALOGUE_MESSAGES.unknownOption],
      'individual_params.legal_form.options.0.price': [CATALOGUE_MESSAGES.price],
    });
  });
});

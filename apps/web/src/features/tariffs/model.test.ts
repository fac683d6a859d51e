import { calculateParamAddition } from '@kabinet/domain/tariffs';
import { describe, expect, it } from 'vitest';

import {
  answeredComparisonBand,
  chosenOption,
  describeAnswer,
  optionValue,
  preselectTariff,
  staffTargets,
  tariffFigures,
  visibleParamsOfStep,
  paramUnit,
} from './model.ts';
import { testCompanyTariff, testParams, testTariffs } from '../../test/tariffs/tariffs.fixtures.ts';

const turnover = testParams.find((param) => param.slug === 'turnover')!;
const legalForm = testParams.find((param) => param.slug === 'legal_form')!;
const managerIp = testParams.find((param) => param.slug === 'manager_ip')!;
const basic = testTariffs[0]!;
const months = testParams.find((param) => param.slug === 'pay_months_count')!;

describe('tariff wizard model', () => {
  it.each([0, 10, 11, 60, 61, 1000])(
    'shows for a turnover of %i the band the engine prices',
    (value) => {
      const band = answeredComparisonBand(turnover, value);
      const priced = calculateParamAddition(turnover, value, basic).monthly;
      const bandOnly = calculateParamAddition(
        { ...turnover, options: band ? [band] : [] },
        0,
        basic,
      ).monthly;
      expect(bandOnly).toBe(priced);
    },
  );

  it('reads a choice control’s text back into the option’s own value', () => {
    expect(chosenOption(months, 3)?.label).toBe('3 месяца');
    expect(chosenOption(months, undefined)).toBeUndefined();
    expect(optionValue(months, '12')).toBe(12);
    expect(optionValue(legalForm, 'ooo')).toBe('ooo');
    expect(optionValue(months, '7')).toBe('7');
  });

  it('shows no band before a number is typed', () => {
    expect(answeredComparisonBand(turnover, null)).toBeNull();
  });

  it('describes answers in words', () => {
    expect(describeAnswer(legalForm, 'ooo')).toBe('ООО');
    expect(describeAnswer(managerIp, ['yes'])).toBe('Да');
    expect(describeAnswer(managerIp, false)).toBe('Нет');
    expect(describeAnswer(turnover, 30)).toBe('30 · до 60 млн ₽');
    expect(
      describeAnswer(
        testParams.find((p) => p.slug === 'pay_months_count'),
        3,
      ),
    ).toBe('3 месяца');
    expect(
      describeAnswer(
        testParams.find((p) => p.slug === 'tariff_id'),
        2,
        { 2: 'Финансовый' },
      ),
    ).toBe('Финансовый');
    expect(describeAnswer(legalForm, null)).toBe('—');
  });

  it('asks the connection date on step 10 although it is HIDDEN', () => {
    const slugs = visibleParamsOfStep(
      { param_slugs: ['date_connect', 'tariff_id', 'pay_months_count'] },
      testParams,
      {},
    ).map((param) => param.slug);
    expect(slugs).toEqual(['date_connect', 'tariff_id', 'pay_months_count']);
  });
});

describe('the staff status change offers only SPEC §4 transitions', () => {
  it.each([
    ['NEW', ['ACTIVE', 'TERMINATED', 'ARCHIVE']],
    ['WAITING_NEXT_MONTH', ['ACTIVE', 'TERMINATED', 'ARCHIVE']],
    ['ACTIVE', ['SUSPENDED', 'TERMINATED', 'ARCHIVE']],
    ['SUSPENDED', ['ACTIVE', 'TERMINATED', 'ARCHIVE']],
    ['TERMINATED', ['ARCHIVE']],
    ['ARCHIVE', []],
    ['DRAFT', []],
  ] as const)('from %s to %j', (status, expected) => {
    expect(staffTargets({ status })).toEqual(expected);
  });
});

describe('a link may preselect a tariff (the management accounting landing)', () => {
  const tariffId = testTariffs.find((tariff) => tariff.slug === 'tariff_2')?.id;

  it('chooses the tariff of the slug when the answers chose none', () => {
    expect(preselectTariff({ values: {}, tariffs: testTariffs }, 'tariff_2')).toEqual({
      tariff_id: tariffId,
    });
  });

  it('keeps a tariff already chosen, and ignores an unknown slug', () => {
    const values = { tariff_id: 1 };
    expect(preselectTariff({ values, tariffs: testTariffs }, 'tariff_2')).toBe(values);
    expect(preselectTariff({ values: {}, tariffs: testTariffs }, 'tariff_9')).toEqual({});
  });
});

describe('paramUnit (SPEC §5 plurals)', () => {
  it.each([
    [1, 'пользователь'],
    [2, 'пользователя'],
    [5, 'пользователей'],
    [11, 'пользователей'],
    [22, 'пользователя'],
  ])('%i → %s', (n, expected) => {
    expect(paramUnit('accounting_users', n)).toBe(expected);
  });
});

describe('«В месяц» of a company tariff', () => {
  it('is the month the ledger charges, the period’s sale applied, in whole roubles as on the main page', () => {
    // total 3125 ₽ with 5 % off for the period: ⌈3125 × 95 / 100⌉ = 2969 ₽.
    const tariff = testCompanyTariff('ACTIVE');
    expect(tariffFigures(tariff).monthly).toBe('2\u00a0969\u00a0₽');
    expect(tariffFigures(tariff).sale).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { calculateTariffs } from './calculate-tariffs.ts';
import { option, param, tariff } from './tariffs.fixtures.ts';
import {
  firstIncompleteStep,
  missingOnStep,
  missingSlugsOnStep,
  paramLabel,
  stepOfParam,
  TARIFF_PARAM_LABELS,
  TARIFF_WIZARD_STEPS,
} from './wizard-steps.ts';

describe('TARIFF_WIZARD_STEPS (SPEC §2)', () => {
  it('has the 10 steps numbered 1..10 with unique keys', () => {
    expect(TARIFF_WIZARD_STEPS.map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(TARIFF_WIZARD_STEPS.map((step) => step.key)).size).toBe(10);
  });

  it('titles the steps in Russian', () => {
    expect(TARIFF_WIZARD_STEPS.map((step) => step.title)).toEqual([
      'Форма и оборот',
      'Налоги',
      'Сотрудники',
      'Операции',
      'Учётная система',
      'Отчётность',
      'ВЭД',
      'Управленческий учёт',
      'Почти готово',
      'Подключение',
    ]);
  });

  it.each([
    [1, ['legal_form', 'turnover']],
    [9, ['realty', 'transport', 'bank_client', 'online_cashbox', 'manager_ip']],
    [10, ['date_connect', 'tariff_id', 'financial_advice', 'pay_months_count']],
  ])('step %i asks %j', (number, slugs) => {
    expect(TARIFF_WIZARD_STEPS[number - 1]?.param_slugs).toEqual(slugs);
  });

  it('puts every param on one step only, each with a Russian label', () => {
    const slugs = TARIFF_WIZARD_STEPS.flatMap((step) => step.param_slugs);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(Object.keys(TARIFF_PARAM_LABELS).sort()).toEqual([...slugs].sort());
    for (const step of TARIFF_WIZARD_STEPS) {
      expect(step.param_slugs.length).toBeGreaterThan(0);
      expect(step.description).not.toBe('');
    }
  });
});

describe('stepOfParam', () => {
  it.each([
    ['legal_form', 1],
    ['tax_system', 2],
    ['employees_count', 3],
    ['operations_count', 4],
    ['accounting_system', 5],
    ['reports', 6],
    ['foreign_trade_operations', 7],
    ['management_reports', 8],
    ['manager_ip', 9],
    ['pay_months_count', 10],
  ])('%s is on step %i', (slug, number) => {
    expect(stepOfParam(slug)?.number).toBe(number);
  });

  it('is null for a slug on no step', () => {
    expect(stepOfParam('unknown_param')).toBeNull();
  });
});

describe('firstIncompleteStep', () => {
  it('is the earliest step holding a missing slug, whatever the order of missing', () => {
    expect(firstIncompleteStep(['realty', 'tax_system', 'employees_count'])?.number).toBe(2);
  });

  it('is null when nothing is missing or no missing slug is on a step', () => {
    expect(firstIncompleteStep([])).toBeNull();
    expect(firstIncompleteStep(['unknown_param'])).toBeNull();
  });
});

describe('missingOnStep (step validation)', () => {
  it('names the step and the empty param', () => {
    expect(missingOnStep(2, ['tax_system'])).toBe(
      'Заполните шаг «Налоги»: система налогообложения',
    );
  });

  it('lists several params in the step order and keeps acronyms', () => {
    expect(missingOnStep(2, ['vat_rate', 'tax_system'])).toBe(
      'Заполните шаг «Налоги»: система налогообложения, НДС',
    );
    expect(missingOnStep(9, ['manager_ip', 'bank_client'])).toBe(
      'Заполните шаг «Почти готово»: банк-клиент, руководитель — ИП',
    );
  });

  it('accepts a step object and labels of its own', () => {
    const step = TARIFF_WIZARD_STEPS[0]!;
    expect(missingOnStep(step, ['turnover'], { turnover: 'Выручка за год' })).toBe(
      'Заполните шаг «Форма и оборот»: выручка за год',
    );
  });

  it('is null when nothing on that step is missing, or the step does not exist', () => {
    expect(missingOnStep(3, ['tax_system'])).toBeNull();
    expect(missingOnStep(11, ['tax_system'])).toBeNull();
    expect(missingSlugsOnStep(11, ['tax_system'])).toEqual([]);
  });

  it('falls back to the slug for a param without a label', () => {
    expect(paramLabel('unknown_param')).toBe('unknown_param');
  });

  it('turns the engine answer into the message of the first incomplete step', () => {
    const params = [
      param(1, 'legal_form', 'RADIO_BTN', [option('ooo', 0)]),
      param(2, 'tax_system', 'RADIO', [option('usn6', 0)]),
      param(3, 'pay_months_count', 'RADIO_BTN', [option(1, null)]),
    ];
    const answer = calculateTariffs({
      params,
      tariffs: [tariff(1, 'tariff_1', 1000)],
      values: { legal_form: 'ooo', tax_system: null },
      companyTariffs: [],
    });
    const step = firstIncompleteStep(answer.missing);
    expect(step?.number).toBe(2);
    expect(step && missingOnStep(step, answer.missing)).toBe(
      'Заполните шаг «Налоги»: система налогообложения',
    );
  });
});

import { FINANCIAL_TARIFF_SLUGS } from '@kabinet/domain/shared';
import {
  calculateTariffs,
  findOptionPrice,
  firstIncompleteStep,
  initialWizardValues,
  missingOnStep,
  normalizeValuesForSending,
  stepOfParam,
  TARIFF_PARAM_TYPE,
  TARIFF_WIZARD_STEPS,
  tariffParamSchema,
  tariffSchema,
  type ParamValues,
  type TariffsCalculation,
} from '@kabinet/domain/tariffs';
import { describe, expect, it } from 'vitest';

import { TARIFF_PARAMS, TARIFFS } from './tariff-catalogue.ts';

const NEVER_PRICED = new Set(['HIDDEN', 'TARIFFS']);

function price(values: ParamValues, companyTariffs: { status: string }[] = []): TariffsCalculation {
  const start = initialWizardValues(TARIFF_PARAMS);
  return calculateTariffs({
    params: TARIFF_PARAMS,
    tariffs: TARIFFS,
    values: { ...start, ...values },
    companyTariffs,
  });
}

function totalsBySlug(answer: TariffsCalculation): Record<string, number> {
  return Object.fromEntries(answer.tariffs.map((tariff) => [tariff.slug, tariff.total]));
}

/** A typical client: ООО on УСН 15 %, 5 employees, 120 operations a month, 15 млн ₽ a year. */
const TYPICAL_OOO: ParamValues = {
  legal_form: 'ooo',
  turnover: 15,
  tax_system: 'usn15',
  has_employees: true,
  employees_count: 5,
  operations_count: 120,
};

/** A small ИП on УСН 6 % without employees, 30 operations a month, 5 млн ₽ a year. */
const SMALL_IP: ParamValues = {
  legal_form: 'ip',
  turnover: 5,
  tax_system: 'usn6',
  has_employees: false,
  operations_count: 30,
};

describe('the catalogue and the 10 wizard steps', () => {
  it('has params on every step, and every param on a step, in wizard order', () => {
    const slugs = TARIFF_PARAMS.map((param) => param.slug);
    for (const step of TARIFF_WIZARD_STEPS) {
      expect(slugs.filter((slug) => step.param_slugs.includes(slug)).length).toBeGreaterThan(0);
    }
    expect(slugs).toEqual(TARIFF_WIZARD_STEPS.flatMap((step) => step.param_slugs));
    for (const slug of slugs) expect(stepOfParam(slug), slug).not.toBeNull();
  });

  it('uses every param type', () => {
    const types = new Set(TARIFF_PARAMS.map((param) => param.type));
    expect([...types].sort()).toEqual(Object.values(TARIFF_PARAM_TYPE).sort());
  });

  it('is valid for the wire schemas, with unique stable ids and slugs', () => {
    for (const param of TARIFF_PARAMS) expect(tariffParamSchema.parse(param)).toEqual(param);
    for (const tariff of TARIFFS) expect(() => tariffSchema.parse(tariff)).not.toThrow();
    expect(new Set(TARIFF_PARAMS.map((param) => param.id)).size).toBe(TARIFF_PARAMS.length);
    expect(new Set(TARIFF_PARAMS.map((param) => param.slug)).size).toBe(TARIFF_PARAMS.length);
    expect(TARIFFS.map((tariff) => [tariff.id, tariff.slug, tariff.name])).toEqual([
      [1, 'tariff_1', 'Базовый'],
      [2, 'tariff_2', 'Финансовый'],
      [3, 'tariff_3', 'Финансовый+'],
      [4, 'tariff_3_2025', 'Финансовый Про'],
    ]);
    for (const slug of FINANCIAL_TARIFF_SLUGS) {
      expect(TARIFFS.some((tariff) => tariff.slug === slug)).toBe(true);
    }
  });

  it('gives every tariff a client-facing name (no year or slug) and a description', () => {
    for (const tariff of TARIFFS) {
      expect(tariff.name, tariff.slug).not.toMatch(/\d{4}|tariff|_/i);
      expect(tariff.description?.length ?? 0, tariff.slug).toBeGreaterThan(40);
    }
  });

  it('refers only to earlier params, known tariffs and known options', () => {
    TARIFF_PARAMS.forEach((param, index) => {
      const parentId = param.settings?.parent_id;
      if (parentId != null) {
        expect(
          TARIFF_PARAMS.slice(0, index).some((p) => p.id === parentId),
          param.slug,
        ).toBe(true);
      }
      for (const skip of param.settings?.tariffs_to_skip ?? []) {
        expect(
          TARIFFS.some((t) => t.slug === skip || t.id === skip),
          param.slug,
        ).toBe(true);
      }
    });
    const reserved = ['tariff_price', 'tariff_first_month_price', 'default_params'];
    for (const tariff of TARIFFS) {
      const own = Object.entries(tariff.individual_params).filter(
        ([key]) => ![...reserved, 'next_month_tariff'].includes(key),
      );
      for (const [slug, entry] of own) {
        const param = TARIFF_PARAMS.find((candidate) => candidate.slug === slug);
        const values = (entry as { options: { value: unknown }[] }).options.map((o) => o.value);
        for (const value of values) {
          expect(
            param?.options.some((o) => o.value === value),
            `${tariff.slug} ${slug}`,
          ).toBe(true);
        }
      }
      const next = tariff.individual_params.next_month_tariff;
      expect(TARIFFS.some((candidate) => candidate.slug === next)).toBe(true);
    }
  });

  it('prices every option of every priced param in every tariff, in whole roubles', () => {
    for (const tariff of TARIFFS) {
      expect(Number.isInteger(tariff.individual_params.tariff_price)).toBe(true);
      for (const param of TARIFF_PARAMS.filter((p) => !NEVER_PRICED.has(p.type))) {
        for (const option of param.options) {
          const found = findOptionPrice(tariff, param, option.value);
          expect(found, `${tariff.slug} ${param.slug} ${option.value}`).not.toBeNull();
          expect(found!.monthly).toBeGreaterThanOrEqual(0);
          expect(found!.monthly % 10_000).toBe(0);
        }
      }
    }
  });
});

describe('the wizard over the catalogue', () => {
  it('starts with only the four real questions unanswered', () => {
    const answer = price({});
    expect(answer.complete).toBe(false);
    expect(answer.missing).toEqual(['legal_form', 'turnover', 'tax_system', 'operations_count']);
    expect(firstIncompleteStep(answer.missing)?.number).toBe(1);
    expect(missingOnStep(2, answer.missing)).toBe(
      'Заполните шаг «Налоги»: система налогообложения',
    );
  });

  it('fills not_empty_value before sending', () => {
    const sent = normalizeValuesForSending(TARIFF_PARAMS, { ...TYPICAL_OOO, reports: null });
    expect(sent.reports).toEqual([]);
    expect(sent.pay_months_count).toBe(1);
    expect(sent.foreign_trade_operations).toBe(0);
  });
});

describe('prices of the catalogue (TARIFF-PRICING)', () => {
  it('prices a typical ООО completely with no problems in every tariff', () => {
    const answer = price(TYPICAL_OOO);
    expect(answer.complete).toBe(true);
    expect(answer.problems).toEqual([]);
    expect(answer.tariffs).toHaveLength(TARIFFS.length);
    expect(totalsBySlug(answer)).toEqual({
      tariff_1: 23000,
      tariff_2: 28500,
      tariff_3: 34500,
      tariff_3_2025: 36500,
    });
    const basic = answer.tariffs[0]!;
    expect(basic.total_first_month).toBe(21750);
    expect(basic.totals[1]).toMatchObject({ total: 23000, total_with_first_month: 21750 });
    expect(basic.totals[12]).toMatchObject({
      total: 234600,
      sale_text: '−15%',
      text: '12 месяцев',
    });
  });

  it('prices an ИП on УСН 6 % without employees lower than the ООО in every tariff', () => {
    const ip = price(SMALL_IP);
    const ooo = price(TYPICAL_OOO);
    expect(ip.complete && ip.problems.length === 0).toBe(true);
    ip.tariffs.forEach((tariff, index) => {
      expect(tariff.total).toBeLessThan(ooo.tariffs[index]!.total);
    });
    expect(ip.tariffs[0]!.total).toBe(4500);
  });

  it('makes 12 months at 15 % cheaper per month than 1 month', () => {
    for (const tariff of price(TYPICAL_OOO).tariffs) {
      const month = tariff.totals[1]!;
      const year = tariff.totals[12]!;
      expect(year.sale).toBe(15);
      expect(year.total / 12).toBeLessThan(month.total);
      expect(tariff.totals[3]?.sale_text).toBe('−5%');
      expect(tariff.totals[6]?.sale_text).toBe('−10%');
      expect(month.sale_text).toBe('');
    }
  });

  it.each([
    ['typical ООО', TYPICAL_OOO],
    ['small ИП', SMALL_IP],
    [
      'ООО with every extra',
      {
        ...TYPICAL_OOO,
        accounting_system: '1c_client',
        management_reports: ['pnl', 'cashflow', 'balance', 'budget'],
        management_frequency: 'weekly',
        financial_advice: true,
        foreign_trade: ['import'],
        foreign_trade_operations: 10,
      },
    ],
  ])('makes the financial tariffs dearer than the basic one for a %s', (_name, values) => {
    const totals = totalsBySlug(price(values));
    for (const slug of FINANCIAL_TARIFF_SLUGS) {
      expect(totals[slug]).toBeGreaterThan(totals.tariff_1!);
    }
  });

  it('skips management reports for the basic tariff only', () => {
    const without = totalsBySlug(price(TYPICAL_OOO));
    const withReports = totalsBySlug(
      price({ ...TYPICAL_OOO, management_reports: ['balance'], management_frequency: 'weekly' }),
    );
    expect(withReports.tariff_1).toBe(without.tariff_1);
    expect(withReports.tariff_2).toBe(without.tariff_2! + 4000 + 5000);
    expect(withReports.tariff_3).toBe(without.tariff_3! + 2500);
  });

  it.each([
    ['has_employees', false, 'employees_count', 50],
    ['foreign_trade', [], 'foreign_trade_operations', 100],
    ['management_reports', [], 'management_frequency', 'weekly'],
  ])('ignores a param while its parent %s is off', (parent, off, child, value) => {
    const base = { ...TYPICAL_OOO, [parent]: off };
    const plain = price({ ...base, [child]: null });
    const withChild = price({ ...base, [child]: value });
    expect(plain.complete).toBe(true);
    expect(plain.missing).toEqual([]);
    expect(totalsBySlug(withChild)).toEqual(totalsBySlug(plain));
  });

  it('counts a child param once its parent is on', () => {
    const off = totalsBySlug(price({ ...TYPICAL_OOO, foreign_trade: ['export'] }));
    const many = totalsBySlug(
      price({ ...TYPICAL_OOO, foreign_trade: ['export'], foreign_trade_operations: 30 }),
    );
    expect(many.tariff_1).toBe(off.tariff_1! + 7000);
    const empty = price({ ...TYPICAL_OOO, has_employees: true, employees_count: null });
    expect(empty.missing).toEqual(['employees_count']);
  });

  it('keeps the connection date and tariff out of the price', () => {
    const plain = totalsBySlug(price(TYPICAL_OOO));
    const chosen = price({ ...TYPICAL_OOO, date_connect: '2026-12-01', tariff_id: 2 });
    expect(chosen.complete).toBe(true);
    expect(totalsBySlug(chosen)).toEqual(plain);
  });

  it('charges the first-month prices only to a new company', () => {
    const fresh = price(TYPICAL_OOO);
    const active = price(TYPICAL_OOO, [{ status: 'ACTIVE' }]);
    expect(fresh.show_first_month).toBe(true);
    expect(active.show_first_month).toBe(false);
    expect(fresh.tariffs[3]!.total_first_month).toBeLessThan(fresh.tariffs[3]!.total);
  });
});

import { addDays } from '../shared/day-arithmetic.ts';
import { lastWorkingDayOnOrBefore } from '../work-calendar/working-days.ts';

import { REPORT_KIND, type ReportKind } from './report-kinds.ts';
import type { ReportPeriod } from './report-period.ts';
import type { TaxProfile } from './tax-profile.ts';

/** One legal deadline: a report to file or a reason to pay (payments are summed per month). */
export type Obligation =
  | { type: 'report'; kind: ReportKind; period: ReportPeriod; legal: string }
  | { type: 'payment'; reason: string; legal: string }
  | { type: 'notice'; reason: string; legal: string };

const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** The month after `month` of `year` as [year, month]. */
const after = (year: number, month: number): [number, number] =>
  month === 12 ? [year + 1, 1] : [year, month + 1];

const QUARTERS = [1, 2, 3, 4] as const;
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const period = (year: number, quarter: number | null = null, month: number | null = null) => ({
  year,
  quarter,
  month,
});

/**
 * Quarterly reports due on the 25th of the month after the quarter, the year's one either on the
 * 25th of January (РСВ, ЕФС-1) or on `yearly` (6-НДФЛ: 25 February).
 */
function quarterlyReports(kind: ReportKind, year: number, yearly: string): Obligation[] {
  const quarters = [1, 2, 3].map((quarter) => ({
    type: 'report' as const,
    kind,
    period: period(year, quarter),
    legal: day(year, quarter * 3 + 1, 25),
  }));
  return [...quarters, { type: 'report', kind, period: period(year), legal: yearly }];
}

/**
 * УСН (НК РФ гл. 26.2): the declaration by 25 March (organisation) or 25 April (ИП) of the next
 * year (ст. 346.23 п. 1), the year's tax by 28 March / 28 April and advances by the 28th of the
 * month after Q1–Q3 with their уведомления by the 25th (ст. 346.21 п. 7, ст. 58 п. 9).
 */
function usn(profile: TaxProfile, year: number): Obligation[] {
  const month = profile.organisation ? 3 : 4;
  const advances = [1, 2, 3].flatMap((quarter): Obligation[] => [
    {
      type: 'notice',
      reason: `аванс по УСН за ${quarter} квартал`,
      legal: day(year, quarter * 3 + 1, 25),
    },
    {
      type: 'payment',
      reason: `аванс по УСН за ${quarter} квартал`,
      legal: day(year, quarter * 3 + 1, 28),
    },
  ]);
  return [
    ...advances,
    {
      type: 'report',
      kind: REPORT_KIND.USN_DECLARATION,
      period: period(year),
      legal: day(year + 1, month, 25),
    },
    { type: 'payment', reason: `налог по УСН за ${year} год`, legal: day(year + 1, month, 28) },
  ];
}

/**
 * ОСНО of an organisation (гл. 25): the profit declaration by the 25th after Q1–Q3 and by 25 March
 * for the year (ст. 289 п. 3–4), the advances by the 28th with уведомления (ст. 287 п. 1). We
 * assume quarterly advances only (revenue ≤ 15 млн ₽ a quarter, ст. 286 п. 3).
 */
function profitTax(year: number): Obligation[] {
  const quarters = [1, 2, 3].flatMap((quarter): Obligation[] => [
    {
      type: 'notice',
      reason: `аванс по налогу на прибыль за ${quarter} квартал`,
      legal: day(year, quarter * 3 + 1, 25),
    },
    {
      type: 'payment',
      reason: `аванс по налогу на прибыль за ${quarter} квартал`,
      legal: day(year, quarter * 3 + 1, 28),
    },
  ]);
  return [
    ...quarterlyReports(REPORT_KIND.PROFIT_DECLARATION, year, day(year + 1, 3, 25)).filter(
      (item) => item.type === 'report',
    ),
    ...quarters,
    { type: 'payment', reason: `налог на прибыль за ${year} год`, legal: day(year + 1, 3, 28) },
  ];
}

/**
 * ОСНО of an ИП (гл. 23): 3-НДФЛ by 30 April (ст. 229 п. 1), the tax by 15 July (ст. 227 п. 6),
 * advances by the 28th after Q1–Q3 with уведомления (ст. 227 п. 7–8).
 */
function entrepreneurNdfl(year: number): Obligation[] {
  const advances = [1, 2, 3].flatMap((quarter): Obligation[] => [
    {
      type: 'notice',
      reason: `аванс по НДФЛ ИП за ${quarter} квартал`,
      legal: day(year, quarter * 3 + 1, 25),
    },
    {
      type: 'payment',
      reason: `аванс по НДФЛ ИП за ${quarter} квартал`,
      legal: day(year, quarter * 3 + 1, 28),
    },
  ]);
  return [
    ...advances,
    { type: 'report', kind: REPORT_KIND.NDFL_3, period: period(year), legal: day(year + 1, 4, 30) },
    { type: 'payment', reason: `НДФЛ ИП за ${year} год`, legal: day(year + 1, 7, 15) },
  ];
}

/**
 * НДС (гл. 21): the declaration by the 25th of the month after each quarter (ст. 174 п. 5), the
 * tax in three equal parts by the 28th of each of the three months after it (ст. 174 п. 1).
 */
function vat(year: number): Obligation[] {
  return QUARTERS.flatMap((quarter): Obligation[] => {
    const [dueYear, dueMonth] = after(year, quarter * 3);
    const thirds = [0, 1, 2].map((shift): Obligation => {
      const month = dueMonth + shift;
      return {
        type: 'payment',
        reason: `⅓ НДС за ${quarter} квартал`,
        legal: day(dueYear, month, 28),
      };
    });
    return [
      {
        type: 'report',
        kind: REPORT_KIND.VAT_DECLARATION,
        period: period(year, quarter),
        legal: day(dueYear, dueMonth, 25),
      },
      ...thirds,
    ];
  });
}

/**
 * An employer (НК РФ гл. 23, 34; 125-ФЗ): 6-НДФЛ after Q1–Q3 and by 25 February for the year
 * (ст. 230 п. 2); РСВ by the 25th after each quarter (ст. 431 п. 7 пп. 1); ЕФС-1 on injury
 * contributions likewise, with the year's (and the стаж) by 25 January (125-ФЗ ст. 24); the
 * персонифицированные сведения by the 25th of the next month except for a quarter's last month,
 * which the РСВ covers (ст. 431 п. 7 пп. 2.2); НДФЛ and contributions every month: уведомление by
 * the 25th, payment by the 28th (ст. 58 п. 9, ст. 226 п. 6, ст. 431 п. 3); the НДФЛ withheld
 * from 23 to 31 December by the year's last working day (ст. 226 п. 6), not in January.
 */
function employer(year: number): Obligation[] {
  const monthly = MONTHS.flatMap((month): Obligation[] => {
    const [dueYear, dueMonth] = after(year, month);
    const personified: Obligation[] =
      month % 3 === 0
        ? []
        : [
            {
              type: 'report',
              kind: REPORT_KIND.PERSONIFIED,
              period: period(year, null, month),
              legal: day(dueYear, dueMonth, 25),
            },
          ];
    return [
      ...personified,
      {
        type: 'notice',
        reason: 'НДФЛ и страховые взносы за сотрудников',
        legal: day(year, month, 25),
      },
      {
        type: 'payment',
        reason: 'НДФЛ и страховые взносы за сотрудников',
        legal: day(year, month, 28),
      },
    ];
  });
  const decemberNdfl: Obligation = {
    type: 'payment',
    reason: 'НДФЛ, удержанный с 23 по 31 декабря',
    legal: lastWorkingDayOnOrBefore(day(year, 12, 31)),
  };
  return [
    ...quarterlyReports(REPORT_KIND.NDFL_6, year, day(year + 1, 2, 25)),
    ...quarterlyReports(REPORT_KIND.RSV, year, day(year + 1, 1, 25)),
    ...quarterlyReports(REPORT_KIND.EFS_1, year, day(year + 1, 1, 25)),
    ...monthly,
    decemberNdfl,
  ];
}

/**
 * An ИП's own contributions (ст. 430, 432): the fixed part by 31 December, 1 % of income over
 * 300 000 ₽ by 1 July of the next year. A самозанятый (НПД) pays none.
 */
function entrepreneurContributions(year: number): Obligation[] {
  return [
    {
      type: 'payment',
      reason: `фиксированные страховые взносы ИП за ${year} год`,
      legal: day(year, 12, 31),
    },
    {
      type: 'payment',
      reason: `1 % взносов с дохода свыше 300 000 ₽ за ${year} год`,
      legal: day(year + 1, 7, 1),
    },
  ];
}

/**
 * ПСН (гл. 26.5), assuming a patent for the calendar year: ⅓ within 90 days of its start and ⅔ by
 * its end (ст. 346.51 п. 2 пп. 2). АУСН (17-ФЗ ст. 12): the tax by the 25th of the next month,
 * no declaration. НПД (422-ФЗ ст. 11 п. 3): by the 28th of the next month.
 */
function specialRegimes(profile: TaxProfile, year: number): Obligation[] {
  if (profile.taxSystem === 'psn') {
    return [
      { type: 'payment', reason: '⅓ стоимости патента', legal: addDays(day(year, 1, 1), 90) },
      { type: 'payment', reason: '⅔ стоимости патента', legal: day(year, 12, 31) },
    ];
  }
  const date = profile.taxSystem === 'ausn' ? 25 : 28;
  const name = profile.taxSystem === 'ausn' ? 'налог по АУСН' : 'налог на профессиональный доход';
  return MONTHS.map((month): Obligation => {
    const [dueYear, dueMonth] = after(year, month);
    return { type: 'payment', reason: `${name} за месяц`, legal: day(dueYear, dueMonth, date) };
  });
}

/**
 * Every obligation arising from the periods of `year` (their deadlines may fall in the next one).
 * Financial statements (402-ФЗ ст. 18, НК ст. 23 п. 5.1) by 31 March for every organisation.
 */
export function obligationsOfPeriodYear(profile: TaxProfile, year: number): Obligation[] {
  const { organisation } = profile;
  const statements: Obligation = {
    type: 'report',
    kind: REPORT_KIND.FINANCIAL_STATEMENTS,
    period: period(year),
    legal: day(year + 1, 3, 31),
  };
  return [
    ...regimeObligations(profile, year),
    ...(paysVat(profile) ? vat(year) : []),
    ...(profile.hasEmployees && profile.taxSystem !== 'ausn' ? employer(year) : []),
    ...(!organisation && profile.taxSystem !== 'npd' ? entrepreneurContributions(year) : []),
    ...(organisation ? [statements] : []),
  ];
}

/** The tax system's own taxes and declarations. */
function regimeObligations(profile: TaxProfile, year: number): Obligation[] {
  switch (profile.taxSystem) {
    case 'usn6':
    case 'usn15':
      return usn(profile, year);
    case 'osno':
      return profile.organisation ? profitTax(year) : entrepreneurNdfl(year);
    case 'psn':
    case 'ausn':
    case 'npd':
      return specialRegimes(profile, year);
  }
}

/**
 * We assume ОСНО pays VAT (no ст. 145 exemption taken) and УСН only when the wizard says so
 * (ст. 145 п. 1: УСН up to 60 млн ₽ is exempt by itself).
 */
function paysVat(profile: TaxProfile): boolean {
  if (profile.taxSystem === 'osno') return true;
  const usn = profile.taxSystem === 'usn6' || profile.taxSystem === 'usn15';
  return usn && profile.vatRate !== 'none';
}

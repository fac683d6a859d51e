import { describe, expect, it } from 'vitest';

import { movedHint, taxCalendar } from './tax-calendar.ts';
import { taxProfileFromParams, type TaxProfile } from './tax-profile.ts';

const OOO_USN: TaxProfile = {
  organisation: true,
  taxSystem: 'usn6',
  vatRate: 'none',
  hasEmployees: false,
};
const IP_USN: TaxProfile = { ...OOO_USN, organisation: false };
const OOO_OSNO_STAFF: TaxProfile = {
  organisation: true,
  taxSystem: 'osno',
  vatRate: 'general',
  hasEmployees: true,
};

const find = (profile: TaxProfile, year: number, key: string) =>
  taxCalendar(profile, year).find((item) => item.key === key);

describe('taxCalendar: УСН', () => {
  it.each([
    // ООО: declaration by 25 March (ст. 346.23), a Wednesday in 2026.
    { profile: OOO_USN, key: 'usn_declaration:2025', date: '2026-03-25', moved: null },
    // ИП: by 25 April — a Saturday in 2026, so Monday 27 April.
    { profile: IP_USN, key: 'usn_declaration:2025', date: '2026-04-27', moved: '2026-04-25' },
    // The Q3 уведомление of 25 October 2026 (Sunday) is due on Monday the 26th.
    { profile: OOO_USN, key: 'tax_notice:2026-10', date: '2026-10-26', moved: '2026-10-25' },
    { profile: OOO_USN, key: 'payment:2026-07-28', date: '2026-07-28', moved: null },
    { profile: OOO_USN, key: 'financial_statements:2025', date: '2026-03-31', moved: null },
  ])('$key of the profile is due on $date', ({ profile, key, date, moved }) => {
    const item = find(profile, 2026, key);
    expect(item?.date).toBe(date);
    expect(item?.moved_from).toBe(moved);
  });

  it('keeps the advances of Q1–Q3 and nothing of employees or VAT for a small ООО', () => {
    const keys = taxCalendar(OOO_USN, 2026).map((item) => item.key);
    expect(keys).toContain('payment:2026-04-28');
    expect(keys).toContain('payment:2026-10-28');
    expect(keys.some((key) => key.startsWith('ndfl_6') || key.startsWith('vat'))).toBe(false);
    expect(keys.some((key) => key.startsWith('usn_declaration:2026'))).toBe(false);
  });

  it('moves an ИП’s fixed contributions of 31 December 2026 (a day off by decree) to 11 January 2027', () => {
    const item = find(IP_USN, 2026, 'payment:2026-12-31');
    expect(item).toMatchObject({
      date: '2027-01-11',
      moved_from: '2026-12-31',
      moved_reason: 'transfer',
    });
    expect(movedHint(item!)).toBe('перенесено с 31 декабря (нерабочий день)');
  });

  it('lists the calendar by the day each thing is due', () => {
    const dates = taxCalendar(OOO_OSNO_STAFF, 2026).map((item) => item.date);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('taxCalendar: ОСНО with employees', () => {
  const calendar = taxCalendar(OOO_OSNO_STAFF, 2026);
  const keys = calendar.map((item) => item.key);

  it.each([
    'vat_declaration:2025-q4',
    'vat_declaration:2026-q3',
    'profit_declaration:2025',
    'profit_declaration:2026-q1',
    'ndfl_6:2025',
    'ndfl_6:2026-q3',
    'rsv:2025',
    'rsv:2026-q2',
    'efs_1:2025',
    'personified:2026-01',
    'personified:2026-11',
  ])('has %s', (key) => {
    expect(keys).toContain(key);
  });

  it('files no персонифицированные сведения for a quarter’s last month (the РСВ covers it)', () => {
    expect(keys).not.toContain('personified:2026-03');
    expect(keys).not.toContain('personified:2026-12');
  });

  it('sums one month’s payments into one ЕНП with its reasons', () => {
    const april = calendar.find((item) => item.key === 'payment:2026-04-28');
    expect(april?.title).toBe('Единый налоговый платёж (ЕНП)');
    expect(april?.details).toEqual(
      expect.arrayContaining(['⅓ НДС за 1 квартал', 'НДФЛ и страховые взносы за сотрудников']),
    );
  });

  it('holds the hint «перенесено с 25 октября (выходной)» for the РСВ of 9 months', () => {
    const rsv = calendar.find((item) => item.key === 'rsv:2026-q3');
    expect(rsv?.date).toBe('2026-10-26');
    expect(movedHint(rsv!)).toBe('перенесено с 25 октября (выходной)');
  });
});

describe('taxCalendar: НДФЛ withheld 23–31 December (НК РФ ст. 226 п. 6)', () => {
  it.each([
    // 31.12.2025 (Wednesday) was a day off (Постановление № 1335: moved from 5 January).
    { year: 2025, date: '2025-12-30' },
    // 31.12.2026 (Thursday) is a day off (Постановление № 1466: moved from 4 January).
    { year: 2026, date: '2026-12-30' },
    // 31.12.2027 is a working Friday.
    { year: 2027, date: '2027-12-31' },
    // 30 and 31 December 2028 are a Saturday and a Sunday.
    { year: 2028, date: '2028-12-29' },
  ])('is due on the last working day of $year: $date', ({ year, date }) => {
    const item = find(OOO_OSNO_STAFF, year, `payment:${date}`);
    expect(item).toMatchObject({
      date,
      moved_from: null,
      kind: 'payment',
      title: 'Уплата: НДФЛ, удержанный с 23 по 31 декабря',
    });
    // The month's own НДФЛ (1–22 December) and contributions stay on the 28th.
    expect(find(OOO_OSNO_STAFF, year, `payment:${year}-12-28`)?.details).toContain(
      'НДФЛ и страховые взносы за сотрудников',
    );
  });

  it('is no line of a company without employees', () => {
    const keys = taxCalendar(OOO_USN, 2026).map((item) => item.key);
    expect(keys).not.toContain('payment:2026-12-30');
  });
});

describe('taxCalendar: special regimes', () => {
  it('gives the АУСН its tax by the 25th and no reports', () => {
    const ausn = taxCalendar({ ...OOO_USN, taxSystem: 'ausn', hasEmployees: true }, 2026);
    expect(ausn.filter((item) => item.kind === 'report').map((item) => item.report_kind)).toEqual([
      'financial_statements',
    ]);
  });

  it('gives a patent its ⅓ within 90 days and ⅔ by the year’s end', () => {
    const psn = taxCalendar({ ...IP_USN, taxSystem: 'psn' }, 2026);
    expect(psn.find((item) => item.key === 'payment:2026-04-01')?.title).toBe(
      'Уплата: ⅓ стоимости патента',
    );
  });
});

describe('taxProfileFromParams', () => {
  it.each([
    { params: { tax_system: 'usn6', legal_form: 'ip' }, inn: '7707083893', organisation: false },
    { params: { tax_system: 'osno' }, inn: '7707083893', organisation: true },
    { params: { tax_system: 'usn15' }, inn: '500100732259', organisation: false },
  ])('reads the legal form of $params', ({ params, inn, organisation }) => {
    expect(taxProfileFromParams(params, inn)?.organisation).toBe(organisation);
  });

  it('reads the employees checkbox as the wizard keeps it', () => {
    for (const answer of [true, 'yes', ['yes']]) {
      expect(
        taxProfileFromParams({ tax_system: 'usn6', has_employees: answer }, '7707083893')
          ?.hasEmployees,
      ).toBe(true);
    }
  });

  it('has no profile without a tax system, and no employees on НПД', () => {
    expect(taxProfileFromParams({}, '7707083893')).toBeNull();
    expect(
      taxProfileFromParams({ tax_system: 'npd', has_employees: true }, '500100732259')
        ?.hasEmployees,
    ).toBe(false);
  });
});

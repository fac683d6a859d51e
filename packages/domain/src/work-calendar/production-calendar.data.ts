/**
 * The Russian production calendar as data (reference/formats.md «Working days»).
 *
 * Holidays (Трудовой кодекс, ст. 112 ч. 1): 1–6 and 8 January, 7 January, 23 February, 8 March,
 * 1 May, 9 May, 12 June, 4 November. A holiday that falls on a weekend moves the day off to the
 * next working day (ст. 112 ч. 2) — except the January ones, whose days off the Government moves
 * each year by decree (ст. 112 ч. 5), together with any other transfers. So each year keeps the
 * days the decree (and ч. 2) made non-working, and the Saturdays or Sundays it made working,
 * exactly as published — never derived.
 */
export type ProductionYear = {
  /** Where the transfers come from. */
  source: string;
  /** False while the year's decree is not yet known to us: transfers may be missing. */
  confirmed: boolean;
  /** Weekdays made non-working: by a decree's transfer or by ст. 112 ч. 2 (`from` is the holiday or weekend day given up). */
  extraDaysOff: readonly { date: string; from: string }[];
  /** Saturdays and Sundays made working days by the decree. */
  workingWeekends: readonly string[];
};

/** ТК РФ ст. 112 ч. 1: the non-working holidays, as MM-DD. */
export const HOLIDAYS_MM_DD: readonly string[] = [
  '01-01',
  '01-02',
  '01-03',
  '01-04',
  '01-05',
  '01-06',
  '01-07',
  '01-08',
  '02-23',
  '03-08',
  '05-01',
  '05-09',
  '06-12',
  '11-04',
];

/** The years the calendar knows; outside them only weekends and ст. 112 ч. 1 holidays count. */
export const PRODUCTION_CALENDAR: Readonly<Record<number, ProductionYear>> = {
  // Постановление Правительства РФ от 04.10.2024 № 1335 «О переносе выходных дней в 2025 году».
  2025: {
    source: 'Постановление Правительства РФ от 04.10.2024 № 1335',
    confirmed: true,
    extraDaysOff: [
      { date: '2025-05-02', from: '2025-01-04' },
      { date: '2025-12-31', from: '2025-01-05' },
      { date: '2025-05-08', from: '2025-02-23' },
      { date: '2025-06-13', from: '2025-03-08' },
      { date: '2025-11-03', from: '2025-11-01' },
    ],
    workingWeekends: ['2025-11-01'],
  },
  // Постановление Правительства РФ от 24.09.2025 № 1466 «О переносе выходных дней в 2026 году»:
  // 3 and 4 January → 9 January and 31 December; 8 March (Sunday) and 9 May (Saturday) move by
  // ст. 112 ч. 2 to Monday 9 March and Monday 11 May. No working Saturdays.
  2026: {
    source: 'Постановление Правительства РФ от 24.09.2025 № 1466; ТК РФ ст. 112 ч. 2',
    confirmed: true,
    extraDaysOff: [
      { date: '2026-01-09', from: '2026-01-03' },
      { date: '2026-12-31', from: '2026-01-04' },
      { date: '2026-03-09', from: '2026-03-08' },
      { date: '2026-05-11', from: '2026-05-09' },
    ],
    workingWeekends: [],
  },
  // 2027: the decree is not known to us yet. What ст. 112 ч. 2 moves by itself is here (1 May and
  // 12 June on Saturdays, 9 May on a Sunday), plus the transfer of the Ministry of Labour's draft
  // as reported in December 2025 (Saturday 13 November worked for Friday 5 November). The
  // transfers of 2 and 3 January (a Saturday and a Sunday) are missing until the decree is out:
  // add them here then and set `confirmed`.
  2027: {
    source: 'ТК РФ ст. 112 ч. 2; проект Минтруда (перенос 13 ноября на 5 ноября)',
    confirmed: false,
    extraDaysOff: [
      { date: '2027-05-03', from: '2027-05-01' },
      { date: '2027-05-10', from: '2027-05-09' },
      { date: '2027-06-14', from: '2027-06-12' },
      { date: '2027-11-05', from: '2027-11-13' },
    ],
    workingWeekends: ['2027-11-13'],
  },
};

import type { Report, TaxCalendar } from '@kabinet/domain/reports';

/** A report as the API answers it: 6-НДФЛ for Q3 2026, on signing, with its file. */
export function testReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 7,
    company_id: 1,
    company_name: 'ООО «Ромашка»',
    kind: 'ndfl_6',
    kind_name: '6-НДФЛ',
    period: { year: 2026, quarter: 3, month: null },
    period_name: '3 квартал 2026',
    deadline: '2026-10-26',
    status: 'signing',
    status_name: 'На подписании',
    file: {
      name: '6-НДФЛ 9 месяцев.pdf',
      size: 2048,
      mime_type: 'application/pdf',
      uploaded_at: '2026-10-20T09:00:00Z',
      download_path: '/api/v1/companies/1/reports/7/files/report',
    },
    receipt: null,
    signed_at: null,
    signer_name: '',
    history: [
      {
        id: 1,
        from_status: null,
        from_status_name: '',
        to_status: 'preparing',
        to_status_name: 'Готовится',
        comment: '',
        actor_name: 'Иванова Мария',
        at: '2026-10-15T09:00:00Z',
      },
    ],
    created_at: '2026-10-15T09:00:00Z',
    updated_at: '2026-10-20T09:00:00Z',
    ...overrides,
  };
}

/** A calendar with one line moved from a Sunday and one ahead in the next month. */
export function testCalendar(year: number): TaxCalendar {
  return {
    year,
    calendar_confirmed: true,
    profile: {
      organisation: true,
      tax_system: 'usn6',
      tax_system_name: 'УСН «Доходы»',
      has_employees: true,
    },
    items: [
      {
        key: `rsv:${year}-q3`,
        date: `${year + 5}-10-26`,
        moved_from: `${year + 5}-10-25`,
        moved_reason: 'weekend',
        kind: 'report',
        title: `Расчёт по страховым взносам (РСВ) за 3 квартал ${year}`,
        details: [],
        report_kind: 'rsv',
        period: { year, quarter: 3, month: null },
        report: { id: 7, status: 'signing', status_name: 'На подписании' },
      },
    ],
  };
}

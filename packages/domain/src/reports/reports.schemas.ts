import * as z from 'zod';

import { signActBodySchema, signCodeAnswerSchema } from '../acts/acts.schemas.ts';
import { calendarDateSchema, calendarYearSchema } from '../shared/calendar-date.ts';

import { REPORT_KINDS } from './report-kinds.ts';
import { reportPeriodError } from './report-period.ts';
import { REPORT_STATUSES, REPORT_STATUS } from './report-statuses.ts';
import { TAX_SYSTEMS } from './tax-profile.ts';

const id = z.number().int().positive();
/** A date a request brings, within the calendar's bounds. */
const isoDate = calendarDateSchema();
/** A date the API answers with (a deadline of 2100's tax year falls in 2101). */
const wireDate = z.iso.date();

/** The period of a report on the wire. */
export const reportPeriodSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int().nullable(),
  month: z.number().int().nullable(),
});

/** A stored file of a report (the report itself, or the receipt / protocol). */
export const reportFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  uploaded_at: z.string(),
  /** The API path that downloads it (with the bearer token). */
  download_path: z.string(),
});
export type ReportFile = z.infer<typeof reportFileSchema>;

/** One status move of a report: who, from what, to what, why, when. */
export const reportHistoryEntrySchema = z.object({
  id,
  from_status: z.enum(REPORT_STATUSES).nullable(),
  from_status_name: z.string(),
  to_status: z.enum(REPORT_STATUSES),
  to_status_name: z.string(),
  comment: z.string(),
  actor_name: z.string(),
  at: z.string(),
});
export type ReportHistoryEntry = z.infer<typeof reportHistoryEntrySchema>;

/** A company report as client and staff read it (docs/api/reports.md). */
export const reportSchema = z.object({
  id,
  company_id: id,
  company_name: z.string(),
  kind: z.enum(REPORT_KINDS),
  kind_name: z.string(),
  period: reportPeriodSchema,
  period_name: z.string(),
  deadline: wireDate,
  status: z.enum(REPORT_STATUSES),
  status_name: z.string(),
  file: reportFileSchema.nullable(),
  receipt: reportFileSchema.nullable(),
  signed_at: z.string().nullable(),
  signer_name: z.string(),
  history: z.array(reportHistoryEntrySchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

const yearField = calendarYearSchema(2000);

/** POST /staff/companies/{id}/reports: a report to prepare; the deadline defaults to the law's. */
export const createReportBodySchema = z
  .object({
    kind: z.enum(REPORT_KINDS, 'Выберите вид отчёта.'),
    year: yearField,
    quarter: z
      .number()
      .int()
      .min(1, 'Квартал от 1 до 4.')
      .max(4, 'Квартал от 1 до 4.')
      .nullable()
      .default(null),
    month: z
      .number()
      .int()
      .min(1, 'Месяц от 1 до 12.')
      .max(12, 'Месяц от 1 до 12.')
      .nullable()
      .default(null),
    deadline: isoDate.nullable().default(null),
  })
  .superRefine((body, context) => {
    const error = reportPeriodError(body.kind, body);
    if (error) {
      context.addIssue({
        code: 'custom',
        path: [body.month === null ? 'month' : 'quarter'],
        message: error,
      });
    }
  });
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

/** POST /staff/companies/{id}/reports/{reportId}/status: the move with its reason. */
export const moveReportBodySchema = z
  .object({
    status: z.enum(REPORT_STATUSES, 'Выберите статус.'),
    comment: z.string().trim().max(1000, 'Не длиннее 1000 символов.').default(''),
  })
  .superRefine((body, context) => {
    // A rejection or an office's request always says what is wrong: the client reads it.
    const needsReason =
      body.status === REPORT_STATUS.REJECTED || body.status === REPORT_STATUS.CLARIFICATION;
    if (needsReason && body.comment.length < 3) {
      context.addIssue({ code: 'custom', path: ['comment'], message: 'Напишите, что не так.' });
    }
  });
export type MoveReportBody = z.infer<typeof moveReportBodySchema>;

/** The client's sign-off code: the same as an act's (6 digits). */
export const signReportBodySchema = signActBodySchema;
export type SignReportBody = z.infer<typeof signReportBodySchema>;
export const reportSignCodeAnswerSchema = signCodeAnswerSchema;

/** GET /staff/reports: filters across the staff's companies. */
export const staffReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, 'Неизвестный статус.').optional(),
  deadline_from: isoDate.optional(),
  deadline_to: isoDate.optional(),
});
export type StaffReportsQuery = z.infer<typeof staffReportsQuerySchema>;

/** GET /companies/{id}/tax-calendar?year=: this year by default. */
export const taxCalendarQuerySchema = z.object({
  year: calendarYearSchema(2020, true).optional(),
});
export type TaxCalendarQuery = z.infer<typeof taxCalendarQuerySchema>;

/** One line of the calendar as the API answers it: the entry and the company's report for it. */
export const taxCalendarItemSchema = z.object({
  key: z.string(),
  date: wireDate,
  moved_from: wireDate.nullable(),
  moved_reason: z.enum(['holiday', 'weekend', 'transfer']).nullable(),
  kind: z.enum(['report', 'payment']),
  title: z.string(),
  details: z.array(z.string()),
  report_kind: z.enum(REPORT_KINDS).nullable(),
  period: reportPeriodSchema.nullable(),
  report: z.object({ id, status: z.enum(REPORT_STATUSES), status_name: z.string() }).nullable(),
});
export type TaxCalendarItem = z.infer<typeof taxCalendarItemSchema>;

/** GET /companies/{id}/tax-calendar. */
export const taxCalendarSchema = z.object({
  year: z.number().int(),
  /** False when the year's production calendar is not final (the decree is not out yet). */
  calendar_confirmed: z.boolean(),
  profile: z
    .object({
      organisation: z.boolean(),
      tax_system: z.enum(TAX_SYSTEMS),
      tax_system_name: z.string(),
      has_employees: z.boolean(),
    })
    .nullable(),
  items: z.array(taxCalendarItemSchema),
});
export type TaxCalendar = z.infer<typeof taxCalendarSchema>;

/** The .ics subscription: whether one is on; the URL only right after it is made (it is stored hashed). */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  url: z.string().nullable(),
  webcal_url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** Realtime `ReportChanged` on `private-user.{id}`: a report of a company the user sees changed. */
export const reportChangedSchema = z.object({
  report_id: id,
  company_id: id,
  status: z.enum(REPORT_STATUSES),
});
export type ReportChanged = z.infer<typeof reportChangedSchema>;

/** The private-user events of the reports feature. */
export interface ReportUserEvents {
  ReportChanged: ReportChanged;
}
/** Runtime schemas of {@link ReportUserEvents}. */
export const reportUserEventSchemas = { ReportChanged: reportChangedSchema };

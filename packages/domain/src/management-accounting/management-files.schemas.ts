import * as z from 'zod';

import { isCalendarMonth, MONTH_BOUNDS_MESSAGE } from '../shared/calendar-date.ts';

import {
  isManagementPeriod,
  MANAGEMENT_PERIOD_TYPES,
  MANAGEMENT_REPORT_KINDS,
} from './management-files.ts';

const id = z.number().int().positive();
const title = z.string().trim().max(200, 'Название не длиннее 200 символов.');
const comment = z.string().trim().max(2000, 'Комментарий не длиннее 2000 символов.');

/** A management report as the client and staff see it (docs/api/management-accounting.md). */
export const managementFileSchema = z.object({
  id,
  company_id: id,
  kind: z.enum(MANAGEMENT_REPORT_KINDS),
  kind_name: z.string(),
  period_type: z.enum(MANAGEMENT_PERIOD_TYPES),
  period: z.string(),
  period_name: z.string(),
  title: z.string(),
  comment: z.string(),
  file_name: z.string(),
  extension: z.enum(['pdf', 'xlsx']),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagementFile = z.infer<typeof managementFileSchema>;

function checkPeriod(
  body: { period_type?: string | undefined; period?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const type = body.period_type as (typeof MANAGEMENT_PERIOD_TYPES)[number] | undefined;
  if (!type || body.period === undefined) return;
  if (!isManagementPeriod(type, body.period)) {
    const hint = { month: 'ГГГГ-ММ', quarter: 'ГГГГ-QN', year: 'ГГГГ' }[type];
    ctx.addIssue({ code: 'custom', path: ['period'], message: `Период в формате ${hint}.` });
  } else if (!isCalendarMonth(`${body.period.slice(0, 4)}-01`)) {
    ctx.addIssue({ code: 'custom', path: ['period'], message: MONTH_BOUNDS_MESSAGE });
  }
}

const fileFields = {
  kind: z.enum(MANAGEMENT_REPORT_KINDS, 'Выберите вид отчёта.'),
  period_type: z.enum(MANAGEMENT_PERIOD_TYPES, 'Выберите месяц, квартал или год.'),
  period: z.string('Укажите период.').trim(),
  title: title.optional(),
  comment: comment.optional(),
};

/** The text fields of an upload (multipart, beside `file`). */
export const uploadManagementFileFieldsSchema = z.object(fileFields).superRefine(checkPeriod);
export type UploadManagementFileFields = z.infer<typeof uploadManagementFileFieldsSchema>;

/**
 * PUT …/files/{fileId} (staff): title, period and comment; a period changes with its type.
 * Nothing else of the file changes — another file is another upload.
 */
export const updateManagementFileBodySchema = z
  .object({
    title: title.optional(),
    comment: comment.optional(),
    period_type: fileFields.period_type.optional(),
    period: fileFields.period.optional(),
    kind: fileFields.kind.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.period_type === undefined) !== (body.period === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['period'],
        message: 'Укажите период вместе с его видом.',
      });
    }
    checkPeriod(body, ctx);
  });
export type UpdateManagementFileBody = z.infer<typeof updateManagementFileBodySchema>;

/**
 * How much of an XLSX report the preview shows — the first visible sheets, their first
 * rows and columns; the whole workbook stays a download.
 */
export const MANAGEMENT_PREVIEW_LIMITS = { sheets: 3, rows: 100, columns: 20 } as const;

/** One sheet of the preview: cells as the text a reader sees (numbers and dates in Russian). */
export const managementPreviewSheetSchema = z.object({
  name: z.string(),
  rows: z.array(z.array(z.string())),
  /** The sheet's size, to say «показаны первые 100 из 250 строк». */
  row_count: z.number().int(),
  column_count: z.number().int(),
  truncated: z.boolean(),
});
export type ManagementPreviewSheet = z.infer<typeof managementPreviewSheetSchema>;

/** GET …/files/{fileId}/preview: the first sheets of an XLSX report as small tables. */
export const managementFilePreviewSchema = z.object({
  sheets: z.array(managementPreviewSheetSchema),
  /** Visible sheets in the workbook; more than `sheets.length` when the rest are left out. */
  sheet_count: z.number().int(),
});
export type ManagementFilePreview = z.infer<typeof managementFilePreviewSchema>;

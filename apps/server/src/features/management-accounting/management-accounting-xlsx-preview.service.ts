import { percentOf } from '@kabinet/domain/shared';
import {
  MANAGEMENT_PREVIEW_LIMITS,
  type ManagementFilePreview,
  type ManagementPreviewSheet,
} from '@kabinet/domain/management-accounting';
import ExcelJS from 'exceljs';

import { filePreviewUnreadable } from './management-accounting.errors.ts';

const NUMBER = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const ruDay = (date: Date) => isoDay(date).split('-').reverse().join('.');

/** A number as the sheet shows it, so far as the format says: percents and grouping. */
function formatNumber(value: number, numFmt: string | undefined): string {
  if (numFmt?.includes('%')) return `${NUMBER.format(percentOf(value, 1))}\u00a0%`;
  return NUMBER.format(value);
}

/** What a reader sees in a cell: a formula's result, rich text's words, a link's text. */
export function cellText(value: ExcelJS.CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, numFmt);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'ИСТИНА' : 'ЛОЖЬ';
  if (value instanceof Date) return ruDay(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return String(value.text);
  if ('error' in value) return value.error;
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue, numFmt);
  return '';
}

function previewSheet(sheet: ExcelJS.Worksheet): ManagementPreviewSheet {
  const rowCount = sheet.rowCount;
  const columnCount = sheet.columnCount;
  const rows: string[][] = [];
  const lastColumn = Math.min(columnCount, MANAGEMENT_PREVIEW_LIMITS.columns);
  for (let r = 1; r <= Math.min(rowCount, MANAGEMENT_PREVIEW_LIMITS.rows); r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= lastColumn; c += 1) {
      const cell = row.getCell(c);
      // A merged range keeps its text once, in its top-left cell.
      cells.push(cell.isMerged && cell.master !== cell ? '' : cellText(cell.value, cell.numFmt));
    }
    rows.push(cells);
  }
  return {
    name: sheet.name,
    rows,
    row_count: rowCount,
    column_count: columnCount,
    truncated:
      rowCount > MANAGEMENT_PREVIEW_LIMITS.rows || columnCount > MANAGEMENT_PREVIEW_LIMITS.columns,
  };
}

/**
 * An XLSX report's first visible sheets as small tables of text (capped by
 * MANAGEMENT_PREVIEW_LIMITS), for the client to read without Excel. Formulas show their saved
 * results; a file exceljs cannot read answers 422.
 */
export async function readXlsxPreview(bytes: Buffer): Promise<ManagementFilePreview> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw filePreviewUnreadable();
  }
  const visible = workbook.worksheets.filter((sheet) => sheet.state === 'visible');
  return {
    sheets: visible.slice(0, MANAGEMENT_PREVIEW_LIMITS.sheets).map(previewSheet),
    sheet_count: visible.length,
  };
}

import { kopecksToRoubles } from '@kabinet/domain/money';
import {
  OPERATION_DIRECTION_NAMES,
  operationCategoryName,
  type OperationsFilter,
} from '@kabinet/domain/operations';
import ExcelJS from 'exceljs';

import type { Db } from '../../db/client.ts';
import type { OperationRow } from '../../db/schema/operations.ts';

import type { OperationsAccess, OperationsActor } from './operations-access.service.ts';
import * as repo from './operations.repository.ts';

/** Rows read per query while the workbook fills (keyset, as the list). */
const BATCH = 5000;
/** A sheet beyond this is no longer a report a person opens; the filter should narrow it. */
export const EXPORT_MAX_ROWS = 200_000;
const MONEY_FORMAT = '#,##0.00 "₽"';

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: 'Дата', key: 'date', width: 12, style: { numFmt: 'dd.mm.yyyy' } },
  { header: 'Номер', key: 'number', width: 10 },
  { header: 'Направление', key: 'direction', width: 14 },
  { header: 'Поступление', key: 'income', width: 16, style: { numFmt: MONEY_FORMAT } },
  { header: 'Списание', key: 'expense', width: 16, style: { numFmt: MONEY_FORMAT } },
  { header: 'Контрагент', key: 'counterparty', width: 36 },
  { header: 'ИНН', key: 'inn', width: 14 },
  { header: 'Счёт контрагента', key: 'account', width: 24 },
  { header: 'Банк контрагента', key: 'bank', width: 36 },
  { header: 'БИК', key: 'bik', width: 12 },
  { header: 'Назначение платежа', key: 'purpose', width: 60 },
  { header: 'Категория', key: 'category', width: 26 },
  { header: 'Наш счёт', key: 'own', width: 24 },
];

function lineOf(row: OperationRow) {
  const roubles = kopecksToRoubles(row.amountKopecks);
  return {
    date: new Date(`${row.date}T00:00:00Z`),
    number: row.number,
    direction: OPERATION_DIRECTION_NAMES[row.direction],
    income: row.direction === 'in' ? roubles : null,
    expense: row.direction === 'out' ? roubles : null,
    counterparty: row.counterpartyName,
    inn: row.counterpartyInn ?? '',
    account: row.counterpartyAccount ?? '',
    bank: row.counterpartyBankName ?? '',
    bik: row.counterpartyBik ?? '',
    purpose: row.purpose,
    category: operationCategoryName(row.categoryCode),
    own: row.account,
  };
}

/**
 * The list under the same filter as an XLSX sheet — Russian headers, dates as dates,
 * money as numbers in roubles with the ₽ format (so the sheet sums them), and a totals line.
 */
export function createOperationsExportService(deps: { db: Db; access: OperationsAccess }) {
  const { db, access } = deps;
  return { exportXlsx };

  async function exportXlsx(
    actor: OperationsActor,
    companyId: number,
    filter: OperationsFilter,
  ): Promise<{ fileName: string; bytes: Buffer }> {
    await access.visible(actor, companyId);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Операции', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = COLUMNS;
    sheet.getRow(1).font = { bold: true };
    const where = repo.filterWhere(companyId, filter);
    let cursor: { date: string; id: number } | null = null;
    let written = 0;
    while (written < EXPORT_MAX_ROWS) {
      const rows: OperationRow[] = await repo.listOperationsPage(db, where, cursor, BATCH);
      for (const row of rows) sheet.addRow(lineOf(row));
      written += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      cursor = { date: last.date, id: last.id };
    }
    const totals = await repo.sumOperations(db, where);
    const total = sheet.addRow({
      direction: 'Итого',
      income: kopecksToRoubles(totals.income),
      expense: kopecksToRoubles(totals.expense),
    });
    total.font = { bold: true };
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const period = filter.from || filter.to ? ` ${filter.from ?? '…'}–${filter.to ?? '…'}` : '';
    return { fileName: `Операции${period}.xlsx`, bytes };
  }
}

export type OperationsExportService = ReturnType<typeof createOperationsExportService>;

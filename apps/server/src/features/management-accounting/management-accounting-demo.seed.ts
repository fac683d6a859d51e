import { addMonths, localDate } from '@kabinet/domain/shared';
import { formatKopecks, roublesToKopecks } from '@kabinet/domain/money';
import {
  defaultManagementTitle,
  managementPeriodEnd,
  type ManagementReportKind,
} from '@kabinet/domain/management-accounting';

import type { Db } from '../../db/client.ts';
import { renderPdf } from '../../platform/pdf/pdf-render.ts';
import type { Storage } from '../../platform/storage.ts';

import { insertFile, upsertAdjustment } from './management-accounting.repository.ts';

/** A one-page demo report: the title and a few lines of figures. */
function demoReportPdf(title: string, lines: [string, number][]): Promise<Buffer> {
  return renderPdf({
    content: [
      { text: title, fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      {
        table: {
          widths: ['*', 'auto'],
          body: lines.map(([name, kopecks]) => [name, formatKopecks(kopecks)]),
        },
      },
    ],
  });
}

const REPORTS: { kind: ManagementReportKind; lines: [string, number][] }[] = [
  {
    kind: 'pnl',
    lines: [
      ['Выручка', 1_250_000_00],
      ['Себестоимость', -640_000_00],
      ['Операционные расходы', -310_000_00],
      ['Чистая прибыль', 300_000_00],
    ],
  },
  {
    kind: 'cash_flow',
    lines: [
      ['Поступления от покупателей', 1_180_000_00],
      ['Оплата поставщикам', -590_000_00],
      ['Зарплата и налоги', -420_000_00],
      ['Чистый денежный поток', 170_000_00],
    ],
  },
];

/**
 * Demo: the last month's ОПиУ and ДДС as PDFs (when a Storage is given), and six
 * months of receivables and payables, so the management pages of the demo client have content.
 */
export async function seedDemoManagementAccounting(
  tx: Db,
  args: { companyId: number; actorUserId: number; at: Date; storage?: Storage },
): Promise<void> {
  const lastMonth = addMonths(localDate(args.at).slice(0, 7), -1);
  for (let back = 5; back >= 0; back -= 1) {
    const month = addMonths(lastMonth, -back);
    const common = { companyId: args.companyId, month, createdBy: args.actorUserId, at: args.at };
    await upsertAdjustment(tx, {
      ...common,
      kind: 'receivables',
      amountKopecks: roublesToKopecks(420_000 + back * 35_000),
      comment: 'Сверка с покупателями',
    });
    await upsertAdjustment(tx, {
      ...common,
      kind: 'payables',
      amountKopecks: roublesToKopecks(260_000 + back * 12_000),
      comment: 'Сверка с поставщиками',
    });
  }
  if (!args.storage) return;
  for (const [index, report] of REPORTS.entries()) {
    const title = defaultManagementTitle(report.kind, 'month', lastMonth);
    const bytes = await demoReportPdf(title, report.lines);
    const key = `management/${args.companyId}/demo-${index + 1}.pdf`;
    await args.storage.put(key, bytes);
    await insertFile(tx, {
      companyId: args.companyId,
      kind: report.kind,
      periodType: 'month',
      period: lastMonth,
      periodEnd: managementPeriodEnd('month', lastMonth),
      title,
      comment: 'Подготовлено бухгалтером по данным выписок и первичных документов.',
      fileName: `${title}.pdf`,
      extension: 'pdf',
      mimeType: 'application/pdf',
      size: bytes.length,
      storageKey: key,
      uploadedBy: args.actorUserId,
      createdAt: args.at,
      updatedAt: args.at,
    });
  }
}

import {
  formatReportPeriod,
  REPORT_KIND_NAMES,
  REPORT_STATUS_NAMES,
  type Report,
  type ReportFile,
  type ReportFileSlot,
  type ReportHistoryEntry,
} from '@kabinet/domain/reports';
import { formatPersonName } from '@kabinet/domain/shared';

import type { CompanyReportHistoryRow, CompanyReportRow } from '../../db/schema/reports.ts';

/** A history row with its actor's name, as the repository reads it. */
export type HistoryWithActor = {
  entry: CompanyReportHistoryRow;
  actorName: string | null;
  actorLastName: string | null;
};

function fileOf(row: CompanyReportRow, slot: ReportFileSlot): ReportFile | null {
  const [name, size, mime, at] =
    slot === 'report'
      ? [row.fileName, row.fileSize, row.fileMime, row.fileUploadedAt]
      : [row.receiptName, row.receiptSize, row.receiptMime, row.receiptUploadedAt];
  if (!name || size === null || !mime || !at) return null;
  return {
    name,
    size,
    mime_type: mime,
    uploaded_at: at.toISOString(),
    download_path: `/api/v1/companies/${row.companyId}/reports/${row.id}/files/${slot}`,
  };
}

export function serializeHistoryEntry(item: HistoryWithActor): ReportHistoryEntry {
  const { entry } = item;
  return {
    id: entry.id,
    from_status: entry.fromStatus,
    from_status_name: entry.fromStatus ? REPORT_STATUS_NAMES[entry.fromStatus] : '',
    to_status: entry.toStatus,
    to_status_name: REPORT_STATUS_NAMES[entry.toStatus],
    comment: entry.comment,
    actor_name: formatPersonName(item.actorLastName, item.actorName),
    at: entry.at.toISOString(),
  };
}

/** «6-НДФЛ за 3 квартал 2026»: how notices and the calendar name a report. */
export function reportTitle(row: CompanyReportRow): string {
  return `${REPORT_KIND_NAMES[row.kind]} за ${formatReportPeriod(periodOf(row))}`;
}

export function periodOf(row: CompanyReportRow) {
  return { year: row.periodYear, quarter: row.periodQuarter, month: row.periodMonth };
}

/** A report row → docs/api/reports.md «Report». */
export function serializeReport(
  row: CompanyReportRow,
  companyName: string,
  history: readonly HistoryWithActor[],
): Report {
  const period = periodOf(row);
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: companyName,
    kind: row.kind,
    kind_name: REPORT_KIND_NAMES[row.kind],
    period,
    period_name: formatReportPeriod(period),
    deadline: row.deadline,
    status: row.status,
    status_name: REPORT_STATUS_NAMES[row.status],
    file: fileOf(row, 'report'),
    receipt: fileOf(row, 'receipt'),
    signed_at: row.signedAt?.toISOString() ?? null,
    signer_name: row.signerName ?? '',
    history: history.filter((item) => item.entry.reportId === row.id).map(serializeHistoryEntry),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

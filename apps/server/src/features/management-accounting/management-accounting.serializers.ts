import {
  ADJUSTMENT_KIND_NAMES,
  MANAGEMENT_REPORT_KIND_NAMES,
  managementPeriodName,
  type Adjustment,
  type ManagementFile,
} from '@kabinet/domain/management-accounting';

import type {
  ManagementAdjustmentRow,
  ManagementFileRow,
} from '../../db/schema/management-accounting.ts';

/** A report row with its uploader's name → the wire ManagementFile. */
export function serializeManagementFile(row: {
  file: ManagementFileRow;
  uploaderName: string | null;
}): ManagementFile {
  const { file } = row;
  return {
    id: file.id,
    company_id: file.companyId,
    kind: file.kind,
    kind_name: MANAGEMENT_REPORT_KIND_NAMES[file.kind],
    period_type: file.periodType,
    period: file.period,
    period_name: managementPeriodName(file.periodType, file.period),
    title: file.title,
    comment: file.comment,
    file_name: file.fileName,
    extension: file.extension,
    mime_type: file.mimeType,
    size: file.size,
    uploaded_by_name: row.uploaderName ?? '',
    created_at: file.createdAt.toISOString(),
    updated_at: file.updatedAt.toISOString(),
  };
}

/** An adjustment row with its author's name → the wire Adjustment. */
export function serializeAdjustment(row: {
  adjustment: ManagementAdjustmentRow;
  authorName: string | null;
}): Adjustment {
  const { adjustment } = row;
  return {
    id: adjustment.id,
    company_id: adjustment.companyId,
    month: adjustment.month,
    kind: adjustment.kind,
    kind_name: ADJUSTMENT_KIND_NAMES[adjustment.kind],
    amount_kopecks: adjustment.amountKopecks,
    comment: adjustment.comment,
    created_by_name: row.authorName ?? '',
    updated_at: adjustment.updatedAt.toISOString(),
  };
}

export {
  ADJUSTMENT_KIND_NAMES,
  ADJUSTMENT_KINDS,
  adjustmentBodySchema,
  adjustmentSchema,
  LEVEL_ADJUSTMENT_KINDS,
  type Adjustment,
  type AdjustmentBody,
  type AdjustmentKind,
} from './adjustments.ts';
export { buildDashboard, delta } from './build-dashboard.ts';
export {
  comparisonSchema,
  DASHBOARD_COMPARED,
  dashboardQuerySchema,
  dashboardSchema,
  dashboardTotalsSchema,
  deltaSchema,
  type Comparison,
  type Dashboard,
  type DashboardCompared,
  type DashboardQuery,
  type DashboardTotals,
  type Delta,
} from './dashboard.schemas.ts';
export {
  managementAccountingChangedSchema,
  managementUserEventSchemas,
  type ManagementAccountingChanged,
  type ManagementUserEvents,
} from './management-events.ts';
export {
  MANAGEMENT_PREVIEW_LIMITS,
  managementFilePreviewSchema,
  managementFileSchema,
  managementPreviewSheetSchema,
  updateManagementFileBodySchema,
  uploadManagementFileFieldsSchema,
  type ManagementFile,
  type ManagementFilePreview,
  type ManagementPreviewSheet,
  type UpdateManagementFileBody,
  type UploadManagementFileFields,
} from './management-files.schemas.ts';
export {
  defaultManagementTitle,
  isManagementPeriod,
  MANAGEMENT_FILE_UPLOAD,
  MANAGEMENT_PERIOD_PATTERNS,
  MANAGEMENT_PERIOD_TYPE_NAMES,
  MANAGEMENT_PERIOD_TYPES,
  MANAGEMENT_REPORT_KIND_NAMES,
  MANAGEMENT_REPORT_KINDS,
  managementPeriodEnd,
  managementPeriodName,
  type ManagementPeriodType,
  type ManagementReportKind,
} from './management-files.ts';
export {
  balanceDates,
  periodFigures,
  type AdjustmentFigure,
  type PeriodInput,
} from './period-figures.ts';

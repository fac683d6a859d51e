import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { createManagementAccess } from './management-accounting-access.service.ts';
import { createAdjustmentsService } from './management-accounting-adjustments.service.ts';
import { createAnalyticsService } from './management-accounting-analytics.service.ts';
import { createDashboardService } from './management-accounting-dashboard.service.ts';
import { createManagementFilesService } from './management-accounting-files.service.ts';
import type {
  ActiveTariffSlug,
  NotifyManagementReports,
  OperationsFigures,
} from './management-accounting.events.ts';

/**
 * Analytics and management accounting from explicit dependencies — the operations'
 * figures and the active tariff by port, reports through Storage, notices through the hook.
 */
export function createManagementAccountingServices(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  audit: RecordAudit;
  operations: OperationsFigures;
  activeTariffSlug: ActiveTariffSlug;
  notify?: NotifyManagementReports;
}) {
  const access = createManagementAccess(deps.db);
  return {
    analytics: createAnalyticsService({ access, operations: deps.operations }),
    managementDashboard: createDashboardService({ ...deps, access }),
    managementFiles: createManagementFilesService({ ...deps, access }),
    managementAdjustments: createAdjustmentsService({ ...deps, access }),
  };
}

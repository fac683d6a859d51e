import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobWorker } from '../../platform/jobs/jobs.worker.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage.ts';

import { createOperationsAccess } from './operations-access.service.ts';
import { createOperationsExportService } from './operations-export.service.ts';
import { createOperationsFigures } from './operations-figures.service.ts';
import {
  createOperationsImportService,
  OPERATIONS_IMPORT_QUEUE,
} from './operations-import.service.ts';
import { createOperationsRulesService } from './operations-rules.service.ts';
import { createOperationsService } from './operations.service.ts';
import type { IncludedOperations, StatementImported } from './operations.events.ts';

/**
 * The operations services from explicit dependencies; the statement imports run on the
 * job worker's `operations-import` queue when there is a worker (otherwise before answering).
 */
export function createOperationsServices(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  jobs?: JobWorker;
  included: IncludedOperations;
  statementImported?: StatementImported;
}) {
  const access = createOperationsAccess(deps.db);
  const imports = createOperationsImportService({ ...deps, access });
  deps.jobs?.handle(OPERATIONS_IMPORT_QUEUE, imports.handle);
  return {
    operations: createOperationsService({ ...deps, access }),
    operationsImports: imports,
    operationsRules: createOperationsRulesService({ db: deps.db, access }),
    operationsExport: createOperationsExportService({ db: deps.db, access }),
    operationsFigures: createOperationsFigures({ db: deps.db }),
  };
}

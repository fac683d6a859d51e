import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { createOrderFilesService } from './orders-files.service.ts';
import { createOrderStatusService } from './orders-status.service.ts';
import {
  createOrderPublisher,
  type NotifyOrders,
  type OrderBilling,
  type OrderTasks,
} from './orders.events.ts';
import { listOrderAudience } from './orders.repository.ts';
import { createOrdersService, type OrdersDeps } from './orders.service.ts';

/**
 * Ordering: the orders services from explicit dependencies — billing's OrderBilling,
 * the tasks port, the catalogue's service lookup and the notifications hook (services.ts).
 */
export function createOrderServices(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  audit: RecordAudit;
  billing: OrderBilling;
  tasks: OrderTasks;
  findService: OrdersDeps['findService'];
  notify?: NotifyOrders | undefined;
  logger?: Pick<JobLogger, 'error'> | undefined;
}) {
  const { db, clock, audit, billing, tasks } = deps;
  const publish = createOrderPublisher({
    realtime: deps.realtime,
    audience: (companyId) => listOrderAudience(db, companyId),
    tasks,
    billing,
    notify: deps.notify,
    logger: deps.logger,
  });
  const orders = createOrdersService({
    ...{ db, clock, audit, billing, tasks, publish },
    findService: deps.findService,
  });
  return {
    orders,
    orderStatus: createOrderStatusService({ db, clock, audit, billing, tasks, publish, orders }),
    orderFiles: createOrderFilesService({ db, clock, storage: deps.storage, orders }),
  };
}

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { createTaskEvents } from './tasks-events.service.ts';
import { createInvoiceTasks } from './tasks-invoices.service.ts';
import { createStaffTasksService } from './tasks-staff.service.ts';
import { createTaskSweeps, type ActiveTariffCompanies } from './tasks-sweeps.service.ts';
import { createTaskWork } from './tasks-work.service.ts';
import { createTaskPublisher, type NotifyTasks } from './tasks.events.ts';
import { createTasksService } from './tasks.service.ts';

/**
 * The tasks services, created once from explicit dependencies — the port other
 * features open tasks through (`taskEvents`), billing's `invoiceTasks`, the client's and the
 * staff's services, and the sweep (statement tasks, reminders).
 */
export function createTaskServices(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  audit: RecordAudit;
  activeCompanies: ActiveTariffCompanies;
  notify?: NotifyTasks | undefined;
  logger?: Pick<JobLogger, 'error'> | undefined;
}) {
  const { db, clock } = deps;
  const publish = createTaskPublisher(deps);
  const taskEvents = createTaskEvents({ db, clock, publish });
  const work = createTaskWork({ db, clock, storage: deps.storage, publish });
  return {
    taskEvents,
    invoiceTasks: createInvoiceTasks(taskEvents),
    tasks: createTasksService({ db, work, publish }),
    staffTasks: createStaffTasksService({ db, work, publish, audit: deps.audit }),
    taskSweeps: createTaskSweeps({
      db,
      clock,
      events: taskEvents,
      activeCompanies: deps.activeCompanies,
      notify: deps.notify,
    }),
  };
}

export type TaskServices = ReturnType<typeof createTaskServices>;

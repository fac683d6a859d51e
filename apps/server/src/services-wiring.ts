import { statementSourceKey } from '@kabinet/domain/tasks';

import type { Db } from './db/client.ts';
import type { OperationsFigures } from './features/management-accounting/management-accounting.events.ts';
import { createManagementAccountingServices } from './features/management-accounting/management-accounting.wiring.ts';
import type { StatementImported } from './features/operations/operations.events.ts';
import { createManagementReportsNotifier } from './features/notifications/notifications-management.service.ts';
import type { CompanyTariffsService } from './features/company-tariffs/company-tariffs.service.ts';
import { createActsNotifier } from './features/notifications/notifications-acts.service.ts';
import { createActsServices } from './features/acts/acts.wiring.ts';
import type { RecordAudit } from './features/audit/audit.service.ts';
import type { CodesService } from './features/auth/auth-codes.service.ts';
import { ledgerReads } from './features/billing/billing-ledger-reads.service.ts';
import { currentMembersOf } from './features/chat/chat-membership.service.ts';
import {
  activeTariffParam,
  listActiveTariffs,
} from './features/company-tariffs/company-tariffs-payment.service.ts';
import type { DevicesService } from './features/devices/devices.service.ts';
import {
  createEmailDelivery,
  EMAIL_QUEUE,
} from './features/notifications/notifications-email.service.ts';
import {
  createPushDelivery,
  PUSH_QUEUE,
} from './features/notifications/notifications-push.service.ts';
import { createTaskNotifier } from './features/notifications/notifications-tasks.service.ts';
import { createReportsNotifier } from './features/notifications/notifications-reports.service.ts';
import { createReportsServices } from './features/reports/reports.wiring.ts';
import { currentTariffParams } from './features/company-tariffs/company-tariffs-profile.service.ts';
import type { NotificationsService } from './features/notifications/notifications.service.ts';
import { createOperationsServices } from './features/operations/operations.wiring.ts';
import type { TaskEvents, TaskRef } from './platform/task-events.ts';
import { createTaskServices } from './features/tasks/tasks.wiring.ts';
import type { Clock } from './platform/clock.ts';
import type { Delivery } from './platform/delivery.ts';
import type { JobLogger } from './platform/jobs/jobs.types.ts';
import type { JobWorker } from './platform/jobs/jobs.worker.ts';
import type { PushSender } from './platform/push/push.port.ts';
import type { Realtime } from './platform/realtime.ts';
import type { Storage } from './platform/storage.ts';

// The parts of the composition root (services.ts) that wire one feature each from explicit
// dependencies: delivery jobs (push, e-mail), tasks and acts.

/** The `push` queue's handler on the worker, and what the notification service needs. */
export function wirePush(deps: {
  db: Db;
  devices: DevicesService;
  sender?: PushSender;
  jobs?: JobWorker;
}) {
  const { devices, sender, jobs } = deps;
  if (!sender || !jobs) return undefined;
  const delivery = createPushDelivery({
    db: deps.db,
    sender,
    devices,
    membersNow: currentMembersOf,
  });
  jobs.handle(PUSH_QUEUE, delivery.handle);
  return { jobs, supports: sender.supports };
}

/**
 * The `email` queue's handler on the worker (billing and tariff status letters, one
 * per notification, sent after commit and retried when SMTP fails).
 */
export function wireEmail(deps: {
  db: Db;
  clock: Clock;
  delivery: Delivery;
  appUrl: string;
  jobs?: JobWorker;
}) {
  const { jobs, ...rest } = deps;
  if (!jobs) return undefined;
  jobs.handle(EMAIL_QUEUE, createEmailDelivery(rest).handle);
  return { jobs };
}

/**
 * Tasks — the port other features open event tasks through, billing's invoice tasks,
 * the client's and staff's services, the sweep; notices through the one notifications service.
 */
export function wireTasks(
  deps: Omit<Parameters<typeof createTaskServices>[0], 'notify' | 'activeCompanies'> & {
    notifications: NotificationsService;
  },
) {
  const { db, notifications, logger } = deps;
  const notify = createTaskNotifier({ db, notifications, logger });
  const activeCompanies = async (tx: Db) => [
    ...new Set((await listActiveTariffs(tx)).map((tariff) => tariff.companyId)),
  ];
  return createTaskServices({ ...deps, notify, activeCompanies });
}

/**
 * Acts read billing through its `ledgerReads`, open tasks through the tasks port,
 * send sign-off codes through auth's codes service (purpose 'sign-act', bound to the act).
 */
export function wireActs(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  notifications: NotificationsService;
  audit: RecordAudit;
  codes: CodesService;
  tasks: TaskEvents;
  logger?: JobLogger;
}) {
  const { db, codes, logger } = deps;
  return createActsServices({
    ...{ db, clock: deps.clock, realtime: deps.realtime, audit: deps.audit },
    billing: ledgerReads,
    tasks: deps.tasks,
    codes: {
      send: (args) => codes.send({ ...args, purpose: 'sign-act', deliver: true }),
      verify: (args) => codes.verify({ ...args, purpose: 'sign-act' }),
    },
    notify: createActsNotifier({
      db,
      notifications: deps.notifications,
      ...(logger ? { logger } : {}),
    }),
    ...(logger ? { logger } : {}),
  });
}

/**
 * Operations, with the month's included count read from the active tariff's
 * `operations_count` (the wizard's «Операций в месяц»).
 */
export function wireOperations(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  jobs?: JobWorker;
  taskEvents: TaskEvents;
  logger?: JobLogger;
}) {
  const { db, taskEvents } = deps;
  const included = async (companyId: number) => {
    const value = Number(await activeTariffParam(db, companyId, 'operations_count'));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  // An imported statement completes the «Загрузите выписку» tasks of the months it covers.
  const statementImported: StatementImported = async (companyId, months) => {
    try {
      const refs = await db.transaction(async (tx) => {
        const completed: TaskRef[] = [];
        for (const month of months) {
          completed.push(...(await taskEvents.complete(tx, statementSourceKey(companyId, month))));
        }
        return completed;
      });
      await taskEvents.announce(refs);
    } catch (error) {
      deps.logger?.error({ err: error, companyId }, 'statement tasks were not completed');
    }
  };
  return createOperationsServices({ ...deps, included, statementImported });
}

/**
 * Company reports and the tax calendar — the profile from company-tariffs' current
 * tariff, sign-off codes through auth's codes service (purpose 'sign-report', bound to the
 * report's signing round), REPORT_CREATED notices through the one notifications service, the
 * reminders over the companies with an active tariff.
 */
export function wireReports(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  storage: Storage;
  notifications: NotificationsService;
  audit: RecordAudit;
  codes: CodesService;
  appUrl: string;
  logger?: JobLogger;
}) {
  const { db, codes, logger } = deps;
  return createReportsServices({
    ...{ db, clock: deps.clock, realtime: deps.realtime, storage: deps.storage },
    ...{ audit: deps.audit, appUrl: deps.appUrl },
    codes: {
      send: (args) => codes.send({ ...args, purpose: 'sign-report', deliver: true }),
      verify: (args) => codes.verify({ ...args, purpose: 'sign-report' }),
    },
    profiles: currentTariffParams,
    calendarCompanies: async (tx: Db) => [
      ...new Set((await listActiveTariffs(tx)).map((tariff) => tariff.companyId)),
    ],
    notify: createReportsNotifier({
      db,
      notifications: deps.notifications,
      ...(logger ? { logger } : {}),
    }),
    ...(logger ? { logger } : {}),
  });
}

/**
 * Analytics and management accounting read the operations through their port (filled
 * with operations' figures), the company's ACTIVE tariff through company-tariffs (the graphs need
 * a financial one), and tell clients of a new report through the notifications feature.
 */
export function wireManagementAccounting(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  notifications: NotificationsService;
  audit: RecordAudit;
  companyTariffs: Pick<CompanyTariffsService, 'activeTariffSlug'>;
  operations: OperationsFigures;
  logger?: JobLogger;
}) {
  const { db, logger } = deps;
  return createManagementAccountingServices({
    ...{ db, clock: deps.clock, storage: deps.storage, realtime: deps.realtime, audit: deps.audit },
    operations: deps.operations,
    activeTariffSlug: deps.companyTariffs.activeTariffSlug,
    notify: createManagementReportsNotifier({
      db,
      notifications: deps.notifications,
      ...(logger ? { logger } : {}),
    }),
  });
}

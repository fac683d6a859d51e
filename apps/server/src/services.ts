import { wireIdentity } from './composition/identity.ts';
import { wireCatalogueAndOrders, wireTariffsAndBilling } from './composition/money.ts';
import { wireNotifications } from './composition/notifications.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ActsService } from './features/acts/acts.service.ts';
import { createAppSettingsService } from './features/app-settings/app-settings.service.ts';
import { createAuditService } from './features/audit/audit.service.ts';
import { createBroadcastingService } from './features/broadcasting/broadcasting.service.ts';
import { createChatServices } from './features/chat/chat.wiring.ts';
import { companyClientUserIds } from './features/companies/companies-audience.service.ts';
import type { CompaniesService } from './features/companies/companies.service.ts';
import { wireGuides } from './features/guides/guides.wiring.ts';
import { createReferralNotifier } from './features/notifications/notifications-referral.service.ts';
import { wireReferral } from './features/referral/referral.wiring.ts';
import { createTariffsAdminService } from './features/tariffs/tariffs-admin.service.ts';
import { createTariffsService } from './features/tariffs/tariffs.service.ts';
import type { TaskServices } from './features/tasks/tasks.wiring.ts';
import { createTodoService } from './features/todo/todo.service.ts';
import type { Clock } from './platform/clock.ts';
import type { Delivery } from './platform/delivery.ts';
import type { JobLogger } from './platform/jobs/jobs.types.ts';
import type { JobWorker } from './platform/jobs/jobs.worker.ts';
import type { PushSender } from './platform/push/push.port.ts';
import type { Realtime } from './platform/realtime.ts';
import type { Storage } from './platform/storage.ts';
import {
  wireActs,
  wireManagementAccounting,
  wireOperations,
  wireReports,
  wireTasks,
} from './services-wiring.ts';

/** What the composition root is built from: the platform's adapters and the configuration. */
export type ServicesDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  delivery: Delivery;
  config: Config;
  realtime: Realtime;
  /** Push delivery runs as jobs of this worker (no push without both). */
  push?: PushSender;
  jobs?: JobWorker;
  logger?: JobLogger;
};

/** Creates every service once from explicit dependencies (CONVENTIONS 4.3 «Wiring»). */
export function createServices(deps: ServicesDeps) {
  const { db, clock, storage, config, realtime } = deps;
  const appUrl = config.appUrl ?? `http://localhost:${config.port}`;
  const notificationServices = wireNotifications({ ...deps, appUrl });
  const { notifications } = notificationServices;
  const audit = createAuditService({ db, clock });
  // The referral programme; its hooks are the ports of auth, companies and billing.
  const referral = wireReferral({
    ...{ db, clock, realtime, origin: appUrl },
    audit: audit.record,
    audience: (companyId) => companyClientUserIds(db, companyId),
    notify: createReferralNotifier({ db, notifications, logger: deps.logger }),
  });
  const { referralHooks } = referral;
  const tasks = wireTasks({ ...deps, notifications, audit: audit.record });
  const tariffs = createTariffsService({ db });
  const chat = createChatServices({
    db,
    clock,
    storage,
    realtime,
    appKey: config.appKey,
    notifications,
  });
  const identity = wireIdentity({
    ...deps,
    devices: notificationServices.devices,
    notifications,
    audit: audit.record,
    chatMembership: chat.chatMembership,
    referralHooks,
  });
  const { codes } = identity;
  const { invoiceTasks, taskEvents } = tasks;
  const tariffsAndBilling = wireTariffsAndBilling({
    ...{ ...deps, notifications, audit, tariffs, invoiceTasks },
    rewards: referralHooks.rewards,
  });
  const acts = wireActs({ ...deps, notifications, audit: audit.record, codes, tasks: taskEvents });
  const operations = wireOperations({ ...deps, taskEvents });
  return {
    ...identity,
    appSettings: createAppSettingsService({ db, clock, audit: audit.record }),
    ...wireGuides({ db, clock, storage }),
    audit,
    broadcasting: createBroadcastingService({
      appKey: config.appKey,
      presenceMember: chat.chatConversations.presenceMember,
    }),
    ...chat,
    // The same service as chat's: one notification service creates every notification.
    ...notificationServices,
    tariffs,
    tariffsAdmin: createTariffsAdminService({ db, tariffs }),
    ...tariffsAndBilling,
    ...tasks,
    ...acts,
    ...operations,
    ...referral,
    ...wireReports({ ...deps, notifications, audit: audit.record, codes, appUrl }),
    ...wireCatalogueAndOrders({ ...deps, notifications, audit, tariffsAndBilling, taskEvents }),
    // Analytics and the management graphs read the operations' figures.
    ...wireManagementAccounting({
      ...deps,
      notifications,
      audit: audit.record,
      companyTariffs: tariffsAndBilling.companyTariffs,
      operations: operations.operationsFigures,
    }),
    todo: wireTodo({
      clock,
      companies: identity.companies,
      chat,
      tariffsAndBilling,
      acts: acts.acts,
      tasks,
    }),
  };
}

/** «Что сделать дальше» reads through the other features' services. */
function wireTodo(deps: {
  clock: Clock;
  companies: Pick<CompaniesService, 'getCompany'>;
  chat: ReturnType<typeof createChatServices>;
  tariffsAndBilling: ReturnType<typeof wireTariffsAndBilling>;
  acts: Pick<ActsService, 'listActs'>;
  tasks: TaskServices;
}) {
  const { billingInvoices, companyTariffs } = deps.tariffsAndBilling;
  const { tasks } = deps.tasks;
  return createTodoService({
    clock: deps.clock,
    sources: {
      company: deps.companies.getCompany,
      invoices: billingInvoices.listInvoices,
      unreadConversations: deps.chat.chatConversations.unreadOfCompany,
      tariffs: companyTariffs.listByActive,
      acts: deps.acts.listActs,
      tasks: async (actor, companyId) =>
        (await tasks.list(actor, companyId, { status: 'open', page: 1, per_page: 100 })).data,
    },
  });
}

export type Services = ReturnType<typeof createServices>;

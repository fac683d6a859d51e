import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createAppSettingsService } from './features/app-settings/app-settings.service.ts';
import {
  createAuditService,
  type AuditService,
  type RecordAudit,
} from './features/audit/audit.service.ts';
import { createCodesService } from './features/auth/auth-codes.service.ts';
import { createPasswordResetService } from './features/auth/auth-password-reset.service.ts';
import { createRegistrationService } from './features/auth/auth-registration.service.ts';
import { createThrottleService } from './features/auth/auth-throttle.service.ts';
import { createTokensService, type TokensService } from './features/auth/auth-tokens.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createDevicesService, type DevicesService } from './features/devices/devices.service.ts';
import { applyPaymentIn } from './features/billing/billing-payments.service.ts';
import { createBillingServices } from './features/billing/billing.wiring.ts';
import { createOnlinePaymentServices } from './features/online-payments/online-payments.wiring.ts';
import { createBroadcastingService } from './features/broadcasting/broadcasting.service.ts';
import { currentMembersOf } from './features/chat/chat-membership.service.ts';
import { createChatServices } from './features/chat/chat.wiring.ts';
import { createBillingNotifier } from './features/notifications/notifications-billing.service.ts';
import { createNotificationsDigestService } from './features/notifications/notifications-digest.service.ts';
import { createNotificationPreferencesService } from './features/notifications/notifications-preferences.service.ts';
import { createTariffStatusNotifier } from './features/notifications/notifications-tariffs.service.ts';
import {
  createNotificationsService,
  type NotificationsService,
} from './features/notifications/notifications.service.ts';
import type {
  CompanyAccessGained,
  CompanyAccessLost,
} from './features/companies/companies-access.service.ts';
import { createCompaniesAdminService } from './features/companies/companies-admin.service.ts';
import type {
  CompaniesService,
  CompanyCreatedHook,
} from './features/companies/companies.service.ts';
import { canUseCompany } from './features/companies/companies.policy.ts';
import { createCompanyServices } from './features/companies/companies.wiring.ts';
import { createStatusPublisher } from './features/company-tariffs/company-tariffs.events.ts';
import { createPaidChangePublisher } from './features/company-tariffs/company-tariffs-payment.service.ts';
import { createCompanyTariffServices } from './features/company-tariffs/company-tariffs.wiring.ts';
import { createServicesService } from './features/services/services.service.ts';
import { wireGuides } from './features/guides/guides.wiring.ts';
import type { OrderTasks } from './features/orders/orders.events.ts';
import { createOrderServices } from './features/orders/orders.wiring.ts';
import { createOrdersNotifier } from './features/notifications/notifications-orders.service.ts';
import { createReferralNotifier } from './features/notifications/notifications-referral.service.ts';
import { createTariffsAdminService } from './features/tariffs/tariffs-admin.service.ts';
import { createTariffsService, type TariffsService } from './features/tariffs/tariffs.service.ts';
import { createAccountService } from './features/users/users-account.service.ts';
import { createUsersAdminService } from './features/users/users-admin.service.ts';
import { createAvatarService } from './features/users/users-avatar.service.ts';
import { createUsersService } from './features/users/users.service.ts';
import type { InvoiceTasks, PaymentRewards } from './features/billing/billing.events.ts';
import { wireReferral } from './features/referral/referral.wiring.ts';
import { companyClientUserIds } from './features/companies/companies-audience.service.ts';
import type { TaskServices } from './features/tasks/tasks.wiring.ts';
import type { TaskEvents } from './platform/task-events.ts';
import { createTodoService } from './features/todo/todo.service.ts';
import type { ActsService } from './features/acts/acts.service.ts';
import type { Clock } from './platform/clock.ts';
import type { Delivery } from './platform/delivery.ts';
import type { JobLogger } from './platform/jobs/jobs.types.ts';
import type { JobWorker } from './platform/jobs/jobs.worker.ts';
import type { PushSender } from './platform/push/push.port.ts';
import type { Realtime } from './platform/realtime.ts';
import type { Storage } from './platform/storage.ts';

import {
  wireActs,
  wireEmail,
  wireManagementAccounting,
  wireOperations,
  wirePush,
  wireReports,
  wireTasks,
} from './services-wiring.ts';

/** Creates every service once from explicit dependencies (CONVENTIONS 4.3 «Wiring»). */
export function createServices(deps: {
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
}) {
  const { db, clock, storage, delivery, config, realtime } = deps;
  const appUrl = config.appUrl ?? `http://localhost:${config.port}`;
  const devices = createDevicesService({ db, pushEndpointOrigins: config.pushEndpointOrigins });
  const notifications = createNotificationsService({
    db,
    realtime,
    clock,
    push: wirePush({ db, devices, sender: deps.push, jobs: deps.jobs }),
    email: wireEmail({ db, clock, delivery, appUrl, jobs: deps.jobs }),
  });
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
  const tokens = createTokensService({ db, clock, ttlDays: config.tokenTtlDays, realtime });
  const throttle = createThrottleService({ db, clock });
  const codes = createCodesService({ db, clock, appKey: config.appKey, delivery });
  const tariffs = createTariffsService({ db });
  const chat = createChatServices({
    db,
    clock,
    storage,
    realtime,
    appKey: config.appKey,
    notifications,
  });
  const { users, ...companyServices } = createUserAndCompanyServices({
    ...{ db, clock, storage, config, realtime, tokens, devices, notifications },
    onAccessLost: chat.chatMembership.companyAccessLost,
    onAccessGained: chat.chatMembership.companyAccessGained,
    audit: audit.record,
    onCompanyCreated: referralHooks.companyCreated,
  });
  const { invoiceTasks, taskEvents } = tasks;
  const tariffsAndBilling = wireTariffsAndBilling({
    ...deps,
    notifications,
    audit,
    tariffs,
    invoiceTasks,
    rewards: referralHooks.rewards,
  });
  const acts = wireActs({ ...deps, notifications, audit: audit.record, codes, tasks: taskEvents });
  const operations = wireOperations({ ...deps, taskEvents });
  return {
    tokens,
    throttle,
    codes,
    users,
    auth: createAuthService({ db, tokens, throttle, forgetDevice: devices.forget }),
    registration: createRegistrationService({
      ...{ db, codes, tokens },
      referral: referralHooks.registered,
    }),
    passwordReset: createPasswordResetService({ db, clock, codes, tokens }),
    account: createAccountService({
      ...{ db, clock, codes, tokens, throttle, users, delivery },
      leaveConversations: chat.chatMembership.withdrawFromConversations,
    }),
    avatars: createAvatarService({ db, clock, storage, users }),
    appSettings: createAppSettingsService({ db, clock, audit: audit.record }),
    ...wireGuides({ db, clock, storage }), // The knowledge base
    audit,
    devices,
    broadcasting: createBroadcastingService({
      appKey: config.appKey,
      presenceMember: chat.chatConversations.presenceMember,
    }),
    ...chat,
    // The same service as chat's: one notification service creates every notification.
    notifications,
    notificationPreferences: createNotificationPreferencesService({ db, clock }),
    notificationsDigest: createNotificationsDigestService({
      db,
      clock,
      delivery,
      appUrl,
      membersNow: currentMembersOf,
    }),
    ...companyServices,
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
      companies: companyServices.companies,
      chat,
      tariffsAndBilling,
      acts: acts.acts,
      tasks,
    }),
  };
}

/**
 * Users and companies use each other's services: the user answer lists the user's companies,
 * and the companies admin blocks users through the users feature. So the companies services
 * come first, then users (with what its answer shows of other features), then the admin areas
 * (the users admin counts each user's companies through the companies service).
 */
function createUserAndCompanyServices(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  config: Config;
  realtime: Realtime;
  tokens: TokensService;
  devices: DevicesService;
  notifications: NotificationsService;
  onAccessLost: CompanyAccessLost;
  onAccessGained: CompanyAccessGained;
  audit: RecordAudit;
  onCompanyCreated?: CompanyCreatedHook;
}) {
  const { db, clock, storage } = deps;
  const companyServices = createCompanyServices(deps);
  const users = createUsersService({
    ...{ db, clock, storage, tokens: deps.tokens, audit: deps.audit },
    parts: {
      companiesOf: companyServices.companies.listMine,
      canUseCompany,
      devicesOf: deps.devices.listOfUser,
      notificationsOf: deps.notifications.listRecent,
    },
  });
  const companiesAdmin = createCompaniesAdminService({
    ...{ db, clock, users },
    companies: companyServices.companies,
    staffing: companyServices.companyStaffing,
    audit: deps.audit,
    fileUrl: storage.url,
  });
  const usersAdmin = createUsersAdminService({
    ...{ db, clock, users, tokens: deps.tokens, audit: deps.audit },
    parts: { companyCountsOf: companyServices.companies.companyCountsOf },
  });
  return { users, ...companyServices, companiesAdmin, usersAdmin };
}

/**
 * A company's tariffs and billing. Billing comes first: connect issues invoices
 * through it (ConnectBilling); billing publishes the tariff changes a payment or the month makes
 * through the same status publisher and notifier as company-tariffs.
 */
function wireTariffsAndBilling(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  realtime: Realtime;
  notifications: NotificationsService;
  audit: AuditService;
  tariffs: TariffsService;
  invoiceTasks: InvoiceTasks;
  rewards: PaymentRewards;
  logger?: JobLogger;
}) {
  const { db, clock, realtime, notifications, logger, config, invoiceTasks, rewards } = deps;
  const notify = createTariffStatusNotifier({ db, notifications, logger });
  const publishTariffChanges = createPaidChangePublisher({
    db,
    publish: createStatusPublisher({ realtime, notify }),
  });
  const billing = createBillingServices({
    ...{ db, clock, audit: deps.audit.record, publishTariffChanges },
    onlinePayment: Boolean(config.yookassa),
    notify: createBillingNotifier({ db, notifications, logger }),
    tasks: invoiceTasks,
    rewards,
    ...(logger ? { logger } : {}),
  });
  // Online payment through ЮKassa settles through billing's one way for money.
  const onlinePayments = createOnlinePaymentServices({
    ...{ db, clock, realtime },
    announceApplied: billing.billingPayments.announceApplied,
    // An invoice paid in full online completes its «Оплатите счёт» in the same transaction.
    applyPaymentIn: (tx: Db, input: Parameters<typeof applyPaymentIn>[1], now: Date) =>
      applyPaymentIn(tx, input, now, invoiceTasks, rewards),
    appUrl: config.appUrl ?? `http://localhost:${config.port}`,
    yookassa: config.yookassa,
    invoices: billing.billingInvoices,
    audit: deps.audit.record,
    ...(logger ? { logger } : {}),
  });
  const companyTariffs = createCompanyTariffServices({
    ...{ db, clock, realtime, tariffs: deps.tariffs, notify },
    audit: deps.audit.record,
    billing: billing.connectBilling,
  });
  return { ...billing, ...onlinePayments, ...companyTariffs };
}

/**
 * The one-time services catalogue and its orders. Orders issue invoices and charges
 * through billing's OrderBilling, open the manager's task through the tasks port, and tell the company's users through the notifications feature.
 */
function wireCatalogueAndOrders(
  deps: Parameters<typeof createServices>[0] & {
    notifications: NotificationsService;
    audit: AuditService;
    tariffsAndBilling: ReturnType<typeof wireTariffsAndBilling>;
    taskEvents: TaskEvents;
  },
) {
  const { db, clock, logger } = deps;
  const services = createServicesService({ db, clock, audit: deps.audit.record });
  // The tasks port: the manager's task «Выполнить заказ № N: …», completed when the order ends.
  const tasks: OrderTasks = deps.taskEvents;
  const notify = createOrdersNotifier({ db, notifications: deps.notifications, logger });
  const orders = createOrderServices({
    ...{ db, clock, storage: deps.storage, realtime: deps.realtime, logger, tasks, notify },
    audit: deps.audit.record,
    billing: deps.tariffsAndBilling.orderBilling,
    findService: services.find,
  });
  return { services, ...orders };
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

import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuditService } from '../features/audit/audit.service.ts';
import type { InvoiceTasks, PaymentRewards } from '../features/billing/billing.events.ts';
import { applyPaymentIn } from '../features/billing/billing-payments.service.ts';
import { createBillingServices } from '../features/billing/billing.wiring.ts';
import { createStatusPublisher } from '../features/company-tariffs/company-tariffs.events.ts';
import { createPaidChangePublisher } from '../features/company-tariffs/company-tariffs-payment.service.ts';
import { createCompanyTariffServices } from '../features/company-tariffs/company-tariffs.wiring.ts';
import {
  createAutopayNotifier,
  createBillingNotifier,
} from '../features/notifications/notifications-billing.service.ts';
import { createOrdersNotifier } from '../features/notifications/notifications-orders.service.ts';
import { createTariffStatusNotifier } from '../features/notifications/notifications-tariffs.service.ts';
import type { NotificationsService } from '../features/notifications/notifications.service.ts';
import { createOnlinePaymentServices } from '../features/online-payments/online-payments.wiring.ts';
import type { OrderTasks } from '../features/orders/orders.events.ts';
import { createOrderServices } from '../features/orders/orders.wiring.ts';
import { createServicesService } from '../features/services/services.service.ts';
import type { TariffsService } from '../features/tariffs/tariffs.service.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobLogger } from '../platform/jobs/jobs.types.ts';
import type { Realtime } from '../platform/realtime.ts';
import type { Storage } from '../platform/storage.ts';
import type { TaskEvents } from '../platform/task-events.ts';

/**
 * A company's tariffs and billing. Billing comes first: connect issues invoices
 * through it (ConnectBilling); billing publishes the tariff changes a payment or the month makes
 * through the same status publisher and notifier as company-tariffs.
 */
export function wireTariffsAndBilling(deps: {
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
    notifyAutopay: createAutopayNotifier({ db, notifications, logger }),
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
export function wireCatalogueAndOrders(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  logger?: JobLogger;
  notifications: NotificationsService;
  audit: AuditService;
  tariffsAndBilling: ReturnType<typeof wireTariffsAndBilling>;
  taskEvents: TaskEvents;
}) {
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

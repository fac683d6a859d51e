import type { FastifyInstance } from 'fastify';

import { billingSettingsRoutes } from '../features/billing/billing-settings.routes.ts';
import { billingStaffRoutes } from '../features/billing/billing-staff.routes.ts';
import { billingStaffInvoicesRoutes } from '../features/billing/billing-staff-invoices.routes.ts';
import { billingStatementsRoutes } from '../features/billing/billing-statements.routes.ts';
import { billingRoutes } from '../features/billing/billing.routes.ts';
import {
  onlinePaymentsRoutes,
  onlineRefundsRoutes,
  yookassaWebhookRoutes,
} from '../features/online-payments/online-payments.routes.ts';
import {
  tariffPageApiRoutes,
  tariffPageRoutes,
} from '../features/company-tariffs/company-tariffs-page.routes.ts';
import {
  companyTariffsApiRoutes,
  companyTariffsRoutes,
} from '../features/company-tariffs/company-tariffs.routes.ts';
import { orderFilesRoutes } from '../features/orders/orders-files.routes.ts';
import { ordersStaffRoutes } from '../features/orders/orders-staff.routes.ts';
import { ordersRoutes } from '../features/orders/orders.routes.ts';
import { servicesRoutes } from '../features/services/services.routes.ts';
import { tariffsAdminRoutes } from '../features/tariffs/tariffs-admin.routes.ts';
import { tariffsApiRoutes } from '../features/tariffs/tariffs.routes.ts';
import type { Services } from '../services.ts';

/** The catalogue, its admin, and a company's tariff (one-time services). */
export async function registerTariffRoutes(app: FastifyInstance, services: Services) {
  await app.register(tariffPageApiRoutes, { prefix: '/api', tariffPage: services.tariffPage });
  await app.register(tariffsApiRoutes, { prefix: '/api', tariffs: services.tariffs });
  await app.register(tariffPageRoutes, { prefix: '/api/v1', tariffPage: services.tariffPage });
  await app.register(tariffsAdminRoutes, {
    prefix: '/api/v1',
    tariffsAdmin: services.tariffsAdmin,
  });
  // The one-time services catalogue and its admin.
  await app.register(servicesRoutes, { prefix: '/api/v1', services: services.services });
  await app.register(ordersRoutes, {
    prefix: '/api/v1',
    orders: services.orders,
    status: services.orderStatus,
  });
  await app.register(orderFilesRoutes, { prefix: '/api/v1', files: services.orderFiles });
  await app.register(ordersStaffRoutes, { prefix: '/api/v1', status: services.orderStatus });
  await app.register(companyTariffsApiRoutes, {
    prefix: '/api',
    companyTariffs: services.companyTariffs,
    connect: services.companyTariffConnect,
  });
  await app.register(companyTariffsRoutes, {
    prefix: '/api/v1',
    companyTariffs: services.companyTariffs,
    status: services.companyTariffStatus,
  });
}

/** Invoices, balance and the staff's money actions. */
export async function registerBillingRoutes(app: FastifyInstance, services: Services) {
  await app.register(billingRoutes, {
    prefix: '/api/v1',
    invoices: services.billingInvoices,
    pdf: services.billingPdf,
  });
  await app.register(onlinePaymentsRoutes, {
    prefix: '/api/v1',
    payments: services.onlinePayments,
  });
  await app.register(onlineRefundsRoutes, { prefix: '/api/v1', refunds: services.onlineRefunds });
  await app.register(yookassaWebhookRoutes, {
    prefix: '/api/v1',
    webhook: services.onlinePaymentsWebhook,
  });
  await app.register(billingStaffRoutes, {
    prefix: '/api/v1',
    cancels: services.billingCancel,
    payments: services.billingPayments,
    ledger: services.billingLedger,
  });
  await app.register(billingStaffInvoicesRoutes, {
    prefix: '/api/v1',
    staffInvoices: services.billingStaffInvoices,
  });
  await app.register(billingStatementsRoutes, {
    prefix: '/api/v1',
    statements: services.billingStatements,
  });
  await app.register(billingSettingsRoutes, {
    prefix: '/api/v1',
    settings: services.billingSettings,
  });
}

import type { FastifyInstance } from 'fastify';

import { appSettingsRoutes } from './features/app-settings/app-settings.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { passwordResetRoutes } from './features/auth/auth-password-reset.routes.ts';
import {
  legacyRegisterRoutes,
  registrationRoutes,
} from './features/auth/auth-registration.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { billingSettingsRoutes } from './features/billing/billing-settings.routes.ts';
import { billingStaffRoutes } from './features/billing/billing-staff.routes.ts';
import { billingStaffInvoicesRoutes } from './features/billing/billing-staff-invoices.routes.ts';
import { billingStatementsRoutes } from './features/billing/billing-statements.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import {
  onlinePaymentsRoutes,
  onlineRefundsRoutes,
  yookassaWebhookRoutes,
} from './features/online-payments/online-payments.routes.ts';
import { broadcastingRoutes } from './features/broadcasting/broadcasting.routes.ts';
import {
  chatConversationsRoutes,
  chatRefactorConversationsRoutes,
} from './features/chat/chat-conversations.routes.ts';
import { chatFilesRoutes } from './features/chat/chat-files.routes.ts';
import { chatInboxRoutes } from './features/chat/chat-inbox.routes.ts';
import { chatTemplatesRoutes } from './features/chat/chat-templates.routes.ts';
import {
  chatLegacyMessagesRoutes,
  chatRefactorMessagesRoutes,
  chatSearchRoutes,
} from './features/chat/chat-messages.routes.ts';
import { chatUsersRoutes } from './features/chat/chat-users.routes.ts';
import { devicesRoutes } from './features/devices/devices.routes.ts';
import {
  notificationsApiRoutes,
  notificationsRoutes,
} from './features/notifications/notifications.routes.ts';
import { notificationPreferencesRoutes } from './features/notifications/notifications-preferences.routes.ts';
import { pushRoutes } from './features/notifications/notifications-push.routes.ts';
import { companyBanksRoutes } from './features/companies/companies-banks.routes.ts';
import { companiesAdminRoutes } from './features/companies/companies-admin.routes.ts';
import { companyDocumentsRoutes } from './features/companies/companies-documents.routes.ts';
import { companyUsersRoutes } from './features/companies/companies-users.routes.ts';
import { companyManagerRoutes } from './features/companies/companies-manager.routes.ts';
import { companiesRoutes } from './features/companies/companies.routes.ts';
import {
  tariffPageApiRoutes,
  tariffPageRoutes,
} from './features/company-tariffs/company-tariffs-page.routes.ts';
import {
  companyTariffsApiRoutes,
  companyTariffsRoutes,
} from './features/company-tariffs/company-tariffs.routes.ts';
import { servicesRoutes } from './features/services/services.routes.ts';
import { tariffsAdminRoutes } from './features/tariffs/tariffs-admin.routes.ts';
import { tariffsApiRoutes } from './features/tariffs/tariffs.routes.ts';
import { todoRoutes } from './features/todo/todo.routes.ts';
import { usersAdminRoutes } from './features/users/users-admin.routes.ts';
import { profileRoutes } from './features/users/users-profile.routes.ts';
import { usersApiRoutes, usersRoutes } from './features/users/users.routes.ts';
import type { Services } from './services.ts';

/**
 * ARCHITECTURE §2: every feature's routes with their prefixes (`/api/v1`, `/api`,
 * `/broadcasting`) listed in one place, grouped by area. Order matters only for readability.
 */
export async function registerFeatureRoutes(
  app: FastifyInstance,
  services: Services,
  options: { vapidPublicKey: string },
): Promise<void> {
  await registerAccountRoutes(app, services);
  await registerNotificationRoutes(app, services, options.vapidPublicKey);
  await registerTariffRoutes(app, services);
  await registerCompanyRoutes(app, services);
  await registerBillingRoutes(app, services);
  await registerChatRoutes(app, services);
  await app.register(todoRoutes, { prefix: '/api/v1', todo: services.todo });
  await app.register(broadcastingRoutes, { broadcasting: services.broadcasting });
}

/**
 * Issue 2: login, registration, password reset, the user and their profile, app settings (issue
 * 12: the admin's users).
 */
async function registerAccountRoutes(app: FastifyInstance, services: Services) {
  await app.register(authRoutes, { prefix: '/api/v1', auth: services.auth });
  await app.register(registrationRoutes, {
    prefix: '/api/v1',
    registration: services.registration,
  });
  await app.register(passwordResetRoutes, {
    prefix: '/api/v1',
    passwordReset: services.passwordReset,
  });
  await app.register(legacyRegisterRoutes, { prefix: '/api', registration: services.registration });
  await app.register(usersApiRoutes, { prefix: '/api', users: services.users });
  await app.register(usersRoutes, { prefix: '/api/v1', users: services.users });
  await app.register(usersAdminRoutes, { prefix: '/api/v1', usersAdmin: services.usersAdmin });
  await app.register(profileRoutes, {
    prefix: '/api/v1',
    account: services.account,
    avatars: services.avatars,
  });
  await app.register(appSettingsRoutes, { prefix: '/api/v1', appSettings: services.appSettings });
}

/** Issue 6: devices, the VAPID key, notifications and their preferences. */
async function registerNotificationRoutes(
  app: FastifyInstance,
  services: Services,
  vapidPublicKey: string,
) {
  await app.register(devicesRoutes, { prefix: '/api', devices: services.devices });
  await app.register(pushRoutes, { prefix: '/api/v1', vapidPublicKey });
  await app.register(notificationsApiRoutes, {
    prefix: '/api',
    notifications: services.notifications,
  });
  await app.register(notificationsRoutes, {
    prefix: '/api/v1',
    notifications: services.notifications,
  });
  await app.register(notificationPreferencesRoutes, {
    prefix: '/api/v1',
    preferences: services.notificationPreferences,
  });
}

/** Issue 4: the catalogue, its admin, and a company's tariff (issue 14: one-time services). */
async function registerTariffRoutes(app: FastifyInstance, services: Services) {
  await app.register(tariffPageApiRoutes, { prefix: '/api', tariffPage: services.tariffPage });
  await app.register(tariffsApiRoutes, { prefix: '/api', tariffs: services.tariffs });
  await app.register(tariffPageRoutes, { prefix: '/api/v1', tariffPage: services.tariffPage });
  await app.register(tariffsAdminRoutes, {
    prefix: '/api/v1',
    tariffsAdmin: services.tariffsAdmin,
  });
  // Issue 14: the one-time services catalogue and its admin.
  await app.register(servicesRoutes, { prefix: '/api/v1', services: services.services });
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

/** Issue 3: companies, their banks, members, documents and the admin list (issue 12: the audit log). */
async function registerCompanyRoutes(app: FastifyInstance, services: Services) {
  await app.register(companiesRoutes, {
    prefix: '/api/v1',
    companies: services.companies,
    lookup: services.companyLookup,
  });
  await app.register(companyBanksRoutes, { prefix: '/api/v1', banks: services.companyBanks });
  await app.register(companyUsersRoutes, { prefix: '/api/v1', members: services.companyUsers });
  await app.register(companyManagerRoutes, { prefix: '/api/v1', manager: services.companyManager });
  await app.register(companyDocumentsRoutes, {
    prefix: '/api/v1',
    documents: services.companyDocuments,
  });
  await app.register(companiesAdminRoutes, { prefix: '/api/v1', admin: services.companiesAdmin });
  await app.register(auditRoutes, { prefix: '/api/v1', audit: services.audit });
}

/** Issue 13: invoices, balance and the staff's money actions. */
async function registerBillingRoutes(app: FastifyInstance, services: Services) {
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

/** Issue 5: the older (`/api/chat`), newer (`chat-refactor`) and v1 chat calls. */
async function registerChatRoutes(app: FastifyInstance, services: Services) {
  const chat = {
    chatUsers: services.chatUsers,
    chatConversations: services.chatConversations,
    chatMessages: services.chatMessages,
  };
  await app.register(chatLegacyMessagesRoutes, { prefix: '/api/chat', ...chat });
  await app.register(chatRefactorMessagesRoutes, { prefix: '/api/v1/chat-refactor', ...chat });
  await app.register(chatConversationsRoutes, { prefix: '/api/v1/chat', ...chat });
  await app.register(chatRefactorConversationsRoutes, { prefix: '/api/v1/chat-refactor', ...chat });
  await app.register(chatUsersRoutes, {
    prefix: '/api/v1/chat',
    ...chat,
    chatSession: services.chatSession,
  });
  await app.register(chatSearchRoutes, {
    prefix: '/api/v1/chat',
    ...chat,
    chatSearch: services.chatSearch,
  });
  await app.register(chatFilesRoutes, { prefix: '/api/v1/chat', chatFiles: services.chatFiles });
  await app.register(chatInboxRoutes, {
    prefix: '/api/v1/chat',
    chatUsers: services.chatUsers,
    chatInbox: services.chatInbox,
  });
  await app.register(chatTemplatesRoutes, {
    prefix: '/api/v1/chat',
    chatTemplates: services.chatTemplates,
  });
}

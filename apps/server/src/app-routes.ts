import type { FastifyInstance } from 'fastify';

import { appSettingsRoutes } from './features/app-settings/app-settings.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { passwordResetRoutes } from './features/auth/auth-password-reset.routes.ts';
import {
  legacyRegisterRoutes,
  registrationRoutes,
} from './features/auth/auth-registration.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { broadcastingRoutes } from './features/broadcasting/broadcasting.routes.ts';
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
import { guidesAdminRoutes } from './features/guides/guides-admin.routes.ts';
import { guidesRoutes } from './features/guides/guides.routes.ts';
import { tasksStaffRoutes } from './features/tasks/tasks-staff.routes.ts';
import { tasksRoutes } from './features/tasks/tasks.routes.ts';
import { todoRoutes } from './features/todo/todo.routes.ts';
import { actsRoutes } from './features/acts/acts.routes.ts';
import { actsStaffRoutes } from './features/acts/acts-staff.routes.ts';
import { operationsImportsRoutes } from './features/operations/operations-imports.routes.ts';
import { operationsRoutes } from './features/operations/operations.routes.ts';
import { referralResourceRoutes, referralRoutes } from './features/referral/referral.routes.ts';
import { referralStaffRoutes } from './features/referral/referral-staff.routes.ts';
import { reportsCalendarRoutes } from './features/reports/reports-calendar.routes.ts';
import { reportsStaffRoutes } from './features/reports/reports-staff.routes.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { managementAdjustmentsRoutes } from './features/management-accounting/management-accounting-adjustments.routes.ts';
import { managementFilesRoutes } from './features/management-accounting/management-accounting-files.routes.ts';
import { managementAccountingRoutes } from './features/management-accounting/management-accounting.routes.ts';
import { usersAdminRoutes } from './features/users/users-admin.routes.ts';
import { profileRoutes } from './features/users/users-profile.routes.ts';
import { usersApiRoutes, usersRoutes } from './features/users/users.routes.ts';
import { registerChatRoutes } from './composition/chat-routes.ts';
import { registerBillingRoutes, registerTariffRoutes } from './composition/money-routes.ts';
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
  await app.register(actsRoutes, {
    prefix: '/api/v1',
    acts: services.acts,
    documents: services.actsDocuments,
  });
  await app.register(actsStaffRoutes, { prefix: '/api/v1', acts: services.acts });
  // Company reports, their sign-off, the tax calendar and its .ics feed.
  await app.register(reportsRoutes, {
    prefix: '/api/v1',
    reports: services.reports,
    files: services.reportFiles,
    signoff: services.reportsSignoff,
  });
  await app.register(reportsStaffRoutes, {
    prefix: '/api/v1',
    reports: services.reports,
    files: services.reportFiles,
  });
  await app.register(reportsCalendarRoutes, {
    prefix: '/api/v1',
    calendar: services.reportsCalendar,
    feed: services.reportsFeed,
  });
  // Tasks of a company (its users) and across companies (staff).
  await app.register(tasksRoutes, { prefix: '/api/v1', tasks: services.tasks });
  await app.register(tasksStaffRoutes, { prefix: '/api/v1', staffTasks: services.staffTasks });
  // Bank operations, statement imports and category rules.
  await app.register(operationsRoutes, {
    prefix: '/api/v1',
    operations: services.operations,
    exports: services.operationsExport,
  });
  await app.register(operationsImportsRoutes, {
    prefix: '/api/v1',
    imports: services.operationsImports,
    rules: services.operationsRules,
  });
  await registerManagementAccountingRoutes(app, services);
  // The knowledge base.
  await app.register(guidesRoutes, {
    prefix: '/api/v1',
    guides: services.guides,
    images: services.guideImages,
  });
  await app.register(guidesAdminRoutes, {
    prefix: '/api/v1',
    guides: services.guides,
    admin: services.guidesAdmin,
    images: services.guideImages,
  });
  await registerReferralRoutes(app, services);
  await app.register(broadcastingRoutes, { broadcasting: services.broadcasting });
}

/** The referral programme — the company's referral, leads, clients, payouts, staff and rules. */
async function registerReferralRoutes(app: FastifyInstance, services: Services) {
  await app.register(referralRoutes, {
    prefix: '/api/v1',
    referral: services.referral,
    payouts: services.referralPayouts,
  });
  await app.register(referralResourceRoutes, {
    prefix: '/api',
    leads: services.referralLeads,
    clients: services.referralClients,
  });
  await app.register(referralStaffRoutes, {
    prefix: '/api/v1',
    payouts: services.referralPayouts,
    leads: services.referralLeads,
    rules: services.referralRules,
  });
}

/** Analytics, the management graphs, management reports and adjustments. */
async function registerManagementAccountingRoutes(app: FastifyInstance, services: Services) {
  await app.register(managementAccountingRoutes, {
    prefix: '/api/v1',
    analytics: services.analytics,
    dashboard: services.managementDashboard,
  });
  await app.register(managementFilesRoutes, { prefix: '/api/v1', files: services.managementFiles });
  await app.register(managementAdjustmentsRoutes, {
    prefix: '/api/v1',
    adjustments: services.managementAdjustments,
  });
}

/**
 * Login, registration, password reset, the user and their profile, app settings
 * (the admin's users).
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

/** Devices, the VAPID key, notifications and their preferences. */
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

/** Companies, their banks, members, documents and the admin list (the audit log). */
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

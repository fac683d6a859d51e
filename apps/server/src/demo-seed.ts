import type { Db } from './db/client.ts';
import { seedDemoAppSettings } from './features/app-settings/app-settings-demo.seed.ts';
import { isDatabaseEmpty, seedDemoAccounts } from './features/auth/auth-demo.seed.ts';
import { seedDemoBilling } from './features/billing/billing-demo.seed.ts';
import { seedDemoChat } from './features/chat/chat-demo.seed.ts';
import { seedDemoCompanies } from './features/companies/companies-demo.seed.ts';
import { seedDemoManagementAccounting } from './features/management-accounting/management-accounting-demo.seed.ts';
import { seedActiveDemoTariff } from './features/company-tariffs/company-tariffs-demo.seed.ts';
import { seedDemoChatNotifications } from './features/notifications/notifications-demo.seed.ts';
import { seedDemoOperations } from './features/operations/operations-demo.seed.ts';
import { seedDemoReferral } from './features/referral/referral-demo.seed.ts';
import { seedDemoReports } from './features/reports/reports-demo.seed.ts';
import { seedGuidesCatalogue } from './features/guides/guides-catalogue.seed.ts';
import { seedServicesCatalogue } from './features/services/services-catalogue.seed.ts';
import { seedCatalogue, TARIFF_CATALOGUE } from './features/tariffs/tariffs-catalogue.seed.ts';
import type { Storage } from './platform/storage.ts';

/** The demo sign-ins, printed at start-up (and used by the bench and the seed tests). */
export { DEMO_PASSWORD, DEMO_USERS } from './features/auth/auth-demo.seed.ts';

/**
 * ARCHITECTURE §1: demo data on an empty database only — the client owning two companies,
 * the manager assigned to them, and the admin. Composed here, above the features, like
 * services.ts: each feature seeds its own tables (features/<feature>/<feature>-demo.seed.ts).
 * Returns whether it seeded. With `storage`, features that keep files seed them too
 * (the demo management reports).
 */
export async function seedDemoData(db: Db, options: { storage?: Storage } = {}): Promise<boolean> {
  await seedCatalogue(db);
  await seedServicesCatalogue(db);
  await seedGuidesCatalogue(db);
  if (!(await isDatabaseEmpty(db))) return false;
  await db.transaction(async (tx) => {
    const at = new Date();
    const { client, manager } = await seedDemoAccounts(tx);
    const companies = await seedDemoCompanies(tx, {
      ownerId: client.id,
      managerId: manager.id,
      at,
    });
    const [main] = companies;
    if (!main) throw new Error('the demo companies were not seeded');
    // The first company is on «Финансовый» (ACTIVE), the second has no tariff.
    await seedActiveDemoTariff(tx, {
      companyId: main.id,
      actorUserId: manager.id,
      catalogue: TARIFF_CATALOGUE,
      at,
    });
    const unread = await seedDemoChat(tx, { companyId: main.id, client, manager, at });
    await seedDemoChatNotifications(tx, { userId: client.id, ...unread });
    await seedDemoAppSettings(tx);
    // The seller's requisites and the companies' opening balances in the ledger.
    await seedDemoBilling(tx, { companies, actorUserId: manager.id, at });
    // Four months of the main company's bank operations with its rules.
    await seedDemoOperations(tx, { companyId: main.id, uploadedBy: manager.id, at });
    // The main company's reports in different statuses.
    await seedDemoReports(tx, { companyId: main.id, managerId: manager.id, at });
    // The main company's referral with leads, a reward and a requested payout.
    await seedDemoReferral(tx, { companyId: main.id, clientUserId: client.id, at });
    // Reports and adjustments of the company on «Финансовый».
    await seedDemoManagementAccounting(tx, {
      companyId: main.id,
      actorUserId: manager.id,
      at,
      ...(options.storage ? { storage: options.storage } : {}),
    });
  });
  return true;
}

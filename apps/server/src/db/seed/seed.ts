import { count } from 'drizzle-orm';

import { upsertAppOptions } from '../../features/app-settings/app-settings.repository.ts';
import { insertUser } from '../../features/auth/auth.repository.ts';
import { seedDemoCompanyExtras } from '../../features/companies/companies-demo.seed.ts';
import { addCompanyUser, insertCompany } from '../../features/companies/companies.repository.ts';
import { seedActiveDemoTariff } from '../../features/company-tariffs/company-tariffs-demo.seed.ts';
import { seedTariffCatalogue } from '../../features/tariffs/tariffs-catalogue.seed.ts';
import { updateUser } from '../../features/users/users.repository.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';

import {
  DEMO_APP_OPTIONS,
  DEMO_COMPANIES,
  DEMO_COMPANY_BANKS,
  DEMO_PASSWORD,
  DEMO_USERS,
} from './demo-data.ts';
import { seedDemoChat } from './chat-demo.ts';
import { TARIFF_PARAMS, TARIFFS } from './tariff-catalogue.ts';

/**
 * The firm's tariff catalogue is product data, not demo data: every start makes sure it is
 * there (once; admin edits are never overwritten), with or without SEED_DEMO.
 */
const CATALOGUE = { params: TARIFF_PARAMS, tariffs: TARIFFS };

export async function seedCatalogue(db: Db): Promise<void> {
  await seedTariffCatalogue(db, CATALOGUE);
}

/**
 * ARCHITECTURE §1: demo data on an empty database only — the client owning two companies,
 * the manager assigned to them, and the admin. Returns whether it seeded.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  await seedCatalogue(db);
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const account = (key: keyof typeof DEMO_USERS, roleSlug: 'client' | 'manager' | 'admin') => {
      const { lastName, patronymic, ...user } = DEMO_USERS[key];
      return insertUser(tx, {
        ...user,
        lastName,
        patronymic,
        roleSlug,
        passwordHash,
        contactMethod: 'email',
      });
    };
    const manager = await account('manager', 'manager');
    await account('admin', 'admin');
    const client = await account('client', 'client');
    for (const company of DEMO_COMPANIES) {
      const row = await insertCompany(tx, {
        ...company,
        userId: client.id,
        info: { ...company.info },
      });
      await addCompanyUser(tx, { companyId: row.id, userId: client.id, position: 'owner' });
      await seedDemoCompanyExtras(tx, {
        companyId: row.id,
        managerId: manager.id,
        bank: DEMO_COMPANY_BANKS[company.inn] ?? null,
        at: new Date(),
      });
      if (company === DEMO_COMPANIES[0]) {
        await updateUser(tx, client.id, { activeCompanyId: row.id });
        // Issue 4: the first company is on «Финансовый» (ACTIVE), the second has no tariff.
        await seedActiveDemoTariff(tx, {
          companyId: row.id,
          actorUserId: manager.id,
          catalogue: CATALOGUE,
          at: new Date(),
        });
        await seedDemoChat(tx, { companyId: row.id, client, manager, at: new Date() });
      }
    }
    await updateUser(tx, client.id, { accompanyingUserId: manager.id });
    await upsertAppOptions(tx, DEMO_APP_OPTIONS);
  });
  return true;
}

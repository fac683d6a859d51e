import { eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import type { CompanyRow, companies } from '../db/schema/companies.ts';
import { users, type NewUserRow, type UserRow } from '../db/schema/users.ts';
import { insertUser } from '../features/auth/auth.repository.ts';
import { addCompanyUser, insertCompany } from '../features/companies/companies.repository.ts';
import { hashPassword } from '../platform/passwords.ts';

/** Password of every factory user. */
export const TEST_PASSWORD = 'Ромашка-2026!';

let passwordHash: Promise<string> | undefined;
let sequence = 0;

/** A user with Russian sample data; e-mail and phone are unique per call. */
export async function createUser(db: Db, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  return insertUser(db, {
    name: 'Пётр',
    lastName: 'Сидоров',
    patronymic: 'Алексеевич',
    email: `user${n}.${Date.now()}@romashka.test`,
    phone: `7916${String(Date.now() % 1000).padStart(3, '0')}${n}`,
    passwordHash: await passwordHash,
    roleSlug: 'client',
    ...overrides,
  });
}

/** A company owned by `ownerId`, with checksum-valid requisites. */
export async function createCompany(
  db: Db,
  ownerId: number,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<CompanyRow> {
  sequence += 1;
  const company = await insertCompany(db, {
    userId: ownerId,
    name: `ООО «Ромашка-${sequence}»`,
    inn: '7701234560',
    kpp: `7701${String(sequence).padStart(5, '0')}`,
    ogrn: '1027700123450',
    ...overrides,
  });
  await addCompanyUser(db, { companyId: company.id, userId: ownerId, position: 'owner' });
  return company;
}

/** Changes a user's row in place (an e-mail removed after sign-in, say). */
export async function updateUser(db: Db, id: number, fields: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, id));
}

import type { Db } from '../../db/client.ts';
import type { NewUserRow, UserRow } from '../../db/schema/users.ts';
import { hashPassword } from '../../platform/passwords.ts';

import { hasAnyUser, insertUser } from './auth.repository.ts';

/** Password of every demo account (docs/api/accounts.md). */
export const DEMO_PASSWORD = 'Kabinet2026!';

/** The demo accounts printed at start-up. */
export const DEMO_USERS = {
  client: {
    email: 'client@kabinet.demo',
    phone: '79000000001',
    name: 'Иван',
    lastName: 'Иванов',
    patronymic: 'Иванович',
  },
  manager: {
    email: 'manager@kabinet.demo',
    phone: '79000000002',
    name: 'Мария',
    lastName: 'Смирнова',
    patronymic: 'Петровна',
  },
  admin: {
    email: 'admin@kabinet.demo',
    phone: '79000000003',
    name: 'Алексей',
    lastName: 'Кузнецов',
    patronymic: 'Сергеевич',
  },
} as const;

/** The demo is seeded on an empty database only: false once any account exists. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await hasAnyUser(db));
}

/**
 * The demo accounts: the manager, the admin, and the client accompanied by the manager (SPEC §3
 * accompanying), each signing in with DEMO_PASSWORD.
 */
export async function seedDemoAccounts(
  db: Db,
): Promise<{ client: UserRow; manager: UserRow; admin: UserRow }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const account = (key: keyof typeof DEMO_USERS, extra: Partial<NewUserRow>) =>
    insertUser(db, { ...DEMO_USERS[key], ...extra, passwordHash, contactMethod: 'email' });
  const manager = await account('manager', { roleSlug: 'manager' });
  const admin = await account('admin', { roleSlug: 'admin' });
  const client = await account('client', { roleSlug: 'client', accompanyingUserId: manager.id });
  return { client, manager, admin };
}

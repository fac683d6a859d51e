import type { Db } from '@kabinet/server/src/db/client.ts';
import { personalAccessTokens } from '@kabinet/server/src/db/schema/auth.ts';
import { users } from '@kabinet/server/src/db/schema/users.ts';
import { hashPassword } from '@kabinet/server/src/platform/passwords.ts';
import { randomString, sha256 } from '@kabinet/server/src/platform/secrets.ts';
import { TEST_PASSWORD } from '@kabinet/server/src/testing/factories.ts';

/** Rows per insert statement. */
const BATCH = 500;

/**
 * `count` client users, each with one live web token, inserted in batches straight into the
 * database (the factories' one insert and login per user would take minutes for 10,000). The
 * token has the Sanctum form the auth hook checks (`{id}|{40 chars}`, stored as SHA-256), as
 * the tokens service issues it.
 */
export async function createUsersWithTokens(
  db: Db,
  count: number,
): Promise<Array<{ userId: number; token: string }>> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const stamp = Date.now();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 30 * 86_400_000);
  const out: Array<{ userId: number; token: string }> = [];
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          name: 'Пётр',
          lastName: `Сидоров${start + i}`,
          email: `idle${start + i}.${stamp}@romashka.test`,
          passwordHash,
          roleSlug: 'client' as const,
        })),
      )
      .returning({ id: users.id });
    const secrets = rows.map(() => randomString(40));
    const tokens = await db
      .insert(personalAccessTokens)
      .values(
        rows.map((row, i) => ({
          userId: row.id,
          tokenHash: sha256(secrets[i] ?? ''),
          expiresAt,
          createdAt: now,
          name: 'web',
        })),
      )
      .returning({ id: personalAccessTokens.id, userId: personalAccessTokens.userId });
    tokens.forEach((token, i) =>
      out.push({ userId: token.userId, token: `${token.id}|${secrets[i] ?? ''}` }),
    );
  }
  return out;
}

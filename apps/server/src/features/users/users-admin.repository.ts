import { and, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

export type AdminUserFilters = {
  search?: string | undefined;
  role?: UserRow['roleSlug'] | undefined;
  status?: UserRow['status'] | undefined;
};

const fullName = sql`concat_ws(' ', ${users.lastName}, ${users.name}, ${users.patronymic})`;
const PHONE_LIKE = /^[\d\s()+-]+$/;

/**
 * A number typed in any form (+7 916…, 8 (916)…, 916…) matches the stored `7XXXXXXXXXX` phone by
 * its digits; a leading trunk 8 also stands for the country code 7 (SPEC §5).
 */
function phoneWhere(search: string): SQL | undefined {
  const digits = search.replace(/\D/g, '');
  if (!PHONE_LIKE.test(search) || !digits) return undefined;
  return or(
    like(users.phone, containsPattern(digits)),
    digits.startsWith('8') ? like(users.phone, `7${digits.slice(1)}%`) : undefined,
  );
}

/**
 * Every word is in the full name or the e-mail (so «Иван Петров» finds «Петров Иван
 * Сергеевич»), or the text is a phone number's digits.
 */
function searchWhere(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  const byWords = and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      return or(sql`${fullName} ilike ${pattern}`, ilike(users.email, pattern));
    }),
  );
  return or(byWords, phoneWhere(search));
}

function filtersToWhere(filters: AdminUserFilters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    search ? searchWhere(search) : undefined,
    filters.role ? eq(users.roleSlug, filters.role) : undefined,
    filters.status ? eq(users.status, filters.status) : undefined,
  );
}

/** One page of users for /admin/users, newest first, with the total count. */
export async function listUsersPage(
  db: Db,
  filters: AdminUserFilters,
  page: { page: number; perPage: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = filtersToWhere(filters);
  const [counted] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { rows, total: counted?.value ?? 0 };
}

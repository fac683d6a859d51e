import { asc } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { appOptions } from '../../db/schema/app-options.ts';

export async function listAppOptions(db: Db) {
  return db.select().from(appOptions).orderBy(asc(appOptions.optionName));
}

export async function upsertAppOptions(db: Db, options: { optionName: string; value: string }[]) {
  for (const option of options) {
    await db
      .insert(appOptions)
      .values(option)
      .onConflictDoUpdate({ target: appOptions.optionName, set: { value: option.value } });
  }
}

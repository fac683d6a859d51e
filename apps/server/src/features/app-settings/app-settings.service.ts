import type { AppOption } from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';

import { listAppOptions } from './app-settings.repository.ts';

/** SPEC §3 Options: the app-wide option list (bot link, support phone, analytics counter). */
export function createAppSettingsService(deps: { db: Db }) {
  return {
    async listOptions(): Promise<AppOption[]> {
      const rows = await listAppOptions(deps.db);
      return rows.map((row) => ({ option_name: row.optionName, value: row.value }));
    },
  };
}

export type AppSettingsService = ReturnType<typeof createAppSettingsService>;

import {
  APP_OPTION_NAMES,
  appOptionsFormOf,
  type AppOptionsBody,
} from '@kabinet/domain/app-options';
import { isAdmin } from '@kabinet/domain/shared';
import type { AppOption } from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { appSettingsAdminOnly } from './app-settings.errors.ts';
import { listAppOptions, upsertAppOptions } from './app-settings.repository.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

/** How long the CSP trusts its copy of the counter id before it reads the table again. */
const COUNTER_CACHE_MS = 60_000;

/**
 * SPEC §3 Options: the app-wide option list (bot link, support phone, analytics counter), and
 * the admin's edit of it, audited. `analyticsConfigured` answers synchronously for the
 * CSP header: a cached copy, refreshed after each edit and in the background once a minute.
 */
export function createAppSettingsService(deps: { db: Db; clock: Clock; audit: RecordAudit }) {
  const { db } = deps;
  const now = () => deps.clock.now().getTime();
  let counterConfigured = false;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let refreshing: Promise<void> | null = null;

  return { listOptions, adminOptions, updateOptions, analyticsConfigured, refreshAnalytics };

  async function listOptions(): Promise<AppOption[]> {
    const rows = await listAppOptions(db);
    return rows.map((row) => ({ option_name: row.optionName, value: row.value }));
  }

  function assertAdmin(actor: Actor) {
    if (!isAdmin(actor.roleSlug)) throw appSettingsAdminOnly();
  }

  /** GET /api/v1/admin/app-settings: the known options as a form ('' for a missing one). */
  async function adminOptions(actor: Actor): Promise<AppOptionsBody> {
    assertAdmin(actor);
    return appOptionsFormOf(await listOptions());
  }

  /** PUT /api/v1/admin/app-settings: stores every known option in one transaction, audited. */
  async function updateOptions(actor: Actor, body: AppOptionsBody): Promise<AppOptionsBody> {
    assertAdmin(actor);
    const saved = await db.transaction(async (tx) => {
      const before = appOptionsFormOf(
        (await listAppOptions(tx)).map((row) => ({
          option_name: row.optionName,
          value: row.value,
        })),
      );
      await upsertAppOptions(
        tx,
        APP_OPTION_NAMES.map((name) => ({ optionName: name, value: body[name] })),
      );
      const changed = APP_OPTION_NAMES.filter((name) => before[name] !== body[name]);
      if (changed.length > 0) {
        await deps.audit(tx, {
          actorId: actor.id,
          action: 'app_settings.changed',
          companyId: null,
          subject: { type: 'app_settings', id: null, name: 'Настройки приложения' },
          before: Object.fromEntries(changed.map((name) => [name, before[name]])),
          after: Object.fromEntries(changed.map((name) => [name, body[name]])),
        });
      }
      return { ...body };
    });
    counterConfigured = saved.analytics_counter_id !== '';
    checkedAt = now();
    return saved;
  }

  /** Reads the counter id again (start-up, then at most once a minute from the CSP header). */
  async function refreshAnalytics(): Promise<void> {
    const rows = await listAppOptions(db);
    const counter = rows.find((row) => row.optionName === 'analytics_counter_id');
    counterConfigured = (counter?.value ?? '') !== '';
    checkedAt = now();
  }

  /** Whether a Yandex Metrika counter id is set (the CSP then allows mc.yandex.ru). */
  function analyticsConfigured(): boolean {
    if (now() - checkedAt > COUNTER_CACHE_MS && !refreshing) {
      refreshing = refreshAnalytics()
        .catch(() => undefined)
        .finally(() => {
          refreshing = null;
        });
    }
    return counterConfigured;
  }
}

export type AppSettingsService = ReturnType<typeof createAppSettingsService>;

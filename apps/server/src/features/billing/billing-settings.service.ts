import { isAdmin } from '@kabinet/domain/shared';
import { sellerSettingsSchema, type SellerSettings } from '@kabinet/domain/billing';
import { type VatMode } from '@kabinet/domain/money';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { adminOnly } from './billing.errors.ts';
import { findBillingSettings, saveBillingSettings } from './billing.repository.ts';

/** Days to pay an invoice while the admin has not set them. */
export const DEFAULT_DUE_DAYS = 5;

/**
 * What an invoice snapshots of the firm's settings at issue time: the seller's
 * requisites, the VAT mode («Без НДС» until set) and the days to pay. Before the admin fills
 * them the seller is empty and the invoice still issues (the PDF shows blanks).
 */
export async function readSellerSettings(
  db: Db,
): Promise<{ seller: Record<string, unknown>; vatMode: VatMode; dueDays: number }> {
  const parsed = sellerSettingsSchema.safeParse(await findBillingSettings(db));
  if (!parsed.success) return { seller: {}, vatMode: 'none', dueDays: DEFAULT_DUE_DAYS };
  const { vat_mode: vatMode, due_days: dueDays, ...seller } = parsed.data;
  return { seller, vatMode, dueDays };
}

/** GET/PUT of the firm's billing settings, admin and crm only, audited. */
export function createBillingSettingsService(deps: { db: Db; clock: Clock; audit: RecordAudit }) {
  const { db, clock } = deps;
  return { getSettings, updateSettings };

  async function getSettings(actor: Pick<UserRow, 'roleSlug'>): Promise<SellerSettings | null> {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    const parsed = sellerSettingsSchema.safeParse(await findBillingSettings(db));
    return parsed.success ? parsed.data : null;
  }

  async function updateSettings(actor: Pick<UserRow, 'id' | 'roleSlug'>, body: SellerSettings) {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    await db.transaction(async (tx) => {
      const before = await findBillingSettings(tx);
      await saveBillingSettings(tx, body, actor.id, clock.now());
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'billing.settings_changed',
        companyId: null,
        subject: { type: 'billing_settings', id: null, name: body.name },
        before,
        after: body,
      });
    });
    return body;
  }
}

export type BillingSettingsService = ReturnType<typeof createBillingSettingsService>;

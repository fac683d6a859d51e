import type { OnlinePaymentSettings } from '@kabinet/domain/online-payments';
import { isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { BillingActor } from '../billing/billing-invoices.service.ts';

import { adminOnly } from './online-payments.errors.ts';
import * as repo from './online-payments-profile.repository.ts';

/** The firm's online-payment settings (54-ФЗ receipts, the tax system): admin and crm only. */
export function createOnlinePaymentSettings(deps: { db: Db; clock: Clock; audit: RecordAudit }) {
  const { db, clock } = deps;
  return { getSettings, updateSettings };

  async function getSettings(actor: BillingActor): Promise<OnlinePaymentSettings> {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    const stored = await repo.findSettings(db);
    return { receipts_enabled: stored.receiptsEnabled, tax_system_code: stored.taxSystemCode };
  }

  async function updateSettings(actor: BillingActor, body: OnlinePaymentSettings) {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    await db.transaction(async (tx) => {
      const before = await repo.findSettings(tx);
      const after = { receiptsEnabled: body.receipts_enabled, taxSystemCode: body.tax_system_code };
      await repo.saveSettings(tx, after, actor.id, clock.now());
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'online_payments.settings_changed',
        companyId: null,
        subject: { type: 'billing_settings', id: null, name: 'Онлайн-оплата и чеки' },
        before,
        after,
      });
    });
    return body;
  }
}

import {
  tariffStatusNotificationData,
  tariffStatusNotificationDataSchema,
} from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type {
  CompanyTariffStatusChange,
  NotifyCompanyTariffStatus,
} from '../company-tariffs/company-tariffs.events.ts';

import { companyClientUserIds } from '../companies/companies-audience.service.ts';
import { findCompanyName } from './notifications-tariffs.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * The company-tariffs hook. A status change becomes a COMPANY_TARIFF_STATUS_CHANGED
 * notification for the company's client users — not for the one who made the change (a client
 * connecting a tariff, staff moving it on) — stored, published and pushed like any other.
 * A failure is logged, never thrown: the status change itself has already committed.
 */
export function createTariffStatusNotifier(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  logger?: Pick<JobLogger, 'error'>;
}): NotifyCompanyTariffStatus {
  return async function notifyCompanyTariffStatus(change: CompanyTariffStatusChange) {
    try {
      await notify(change);
    } catch (error) {
      deps.logger?.error({ err: error }, 'tariff status notification failed');
    }
  };

  async function notify(change: CompanyTariffStatusChange): Promise<void> {
    const { companyTariff } = change;
    const companyId = companyTariff.company_id;
    const [companyName, userIds] = await Promise.all([
      findCompanyName(deps.db, companyId),
      companyClientUserIds(deps.db, companyId),
    ]);
    const data = tariffStatusNotificationDataSchema.parse(
      tariffStatusNotificationData({
        companyId,
        companyName: companyName ?? undefined,
        companyTariffId: companyTariff.id,
        tariffName: companyTariff.tariff_name,
        status: change.toStatus,
      }),
    );
    // The event names the actor (null for the system): everyone else hears of it.
    const recipients = userIds.filter((userId) => userId !== change.actorUserId);
    await deps.notifications.notify(recipients.map((userId) => ({ userId, data })));
  }
}

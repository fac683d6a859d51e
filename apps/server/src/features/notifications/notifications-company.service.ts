import type { KnownNotificationData } from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import {
  companyClientUserIds,
  companyStaffAndAdminUserIds,
  companyStaffUserIds,
} from '../companies/companies-audience.service.ts';

import { findCompanyName } from './notifications-tariffs.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/** What every company notifier is made from. */
export type CompanyNotifierDeps = {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  logger?: Pick<JobLogger, 'error'> | undefined;
};

/**
 * What one notice becomes: who hears it (`staff-and-admins`: the company's managers and the
 * firm's admins), who caused it (never told), and the stored data.
 */
export type CompanyNotification = {
  audience: 'client' | 'staff' | 'staff-and-admins';
  actorUserId: number | null;
  data: KnownNotificationData;
};

const AUDIENCES = {
  client: companyClientUserIds,
  staff: companyStaffUserIds,
  'staff-and-admins': companyStaffAndAdminUserIds,
} satisfies Record<
  CompanyNotification['audience'],
  (db: Db, companyId: number) => Promise<number[]>
>;

/**
 * The shape every company hook shares (billing, orders, acts, reports, management
 * reports, referral). Each notice in turn becomes a notification for the company's client users
 * or its staff, except whoever caused it, with the company's name in its text. A failed notice is
 * logged and the rest go on: the change it tells of is already committed.
 */
export function createCompanyNotifier<N extends { companyId: number }>(
  deps: CompanyNotifierDeps & {
    /** What the log names a failure after: 'act', 'order', … */
    subject: string;
    compose: (notice: N, companyName: string | undefined) => CompanyNotification;
  },
): (notices: readonly N[]) => Promise<void> {
  return async function notifyAll(notices) {
    for (const notice of notices) {
      try {
        await notify(notice);
      } catch (error) {
        deps.logger?.error({ err: error }, `${deps.subject} notification failed`);
      }
    }
  };

  async function notify(notice: N): Promise<void> {
    const companyName = (await findCompanyName(deps.db, notice.companyId)) ?? undefined;
    const { audience, actorUserId, data } = deps.compose(notice, companyName);
    const userIds = await AUDIENCES[audience](deps.db, notice.companyId);
    const recipients = userIds.filter((userId) => userId !== actorUserId);
    await deps.notifications.notify(recipients.map((userId) => ({ userId, data })));
  }
}

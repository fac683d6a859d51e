import { actLink } from '@kabinet/domain/acts';
import { actNotificationData, actNotificationDataSchema } from '@kabinet/domain/notifications';

import type { ActNotice, NotifyActs } from '../acts/acts.events.ts';

import {
  createCompanyNotifier,
  type CompanyNotifierDeps,
} from './notifications-company.service.ts';

/**
 * The acts hook. «Выставлен акт» goes to the company's client users, «Акт подписан»
 * and «Акт оспорен» to its managers — each as an ACT_CREATED notification (stored, published,
 * pushed and e-mailed by the user's preferences), never to the actor. Failures are logged.
 */
export function createActsNotifier(deps: CompanyNotifierDeps): NotifyActs {
  return createCompanyNotifier<ActNotice>({
    ...deps,
    subject: 'act',
    compose: (notice, companyName) => {
      const link =
        notice.audience === 'client' ? actLink(notice.actId) : `/documents?act=${notice.actId}`;
      return {
        audience: notice.audience,
        actorUserId: notice.actorUserId,
        data: actNotificationDataSchema.parse(
          actNotificationData({ ...notice, companyName, link }),
        ),
      };
    },
  });
}

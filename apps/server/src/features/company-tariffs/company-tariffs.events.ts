import type { CompanyTariffResource, CompanyTariffStatus } from '@kabinet/domain/tariffs';

import type { Realtime } from '../../platform/realtime.ts';

/**
 * The realtime event sent to the company owner when a tariff's status changes; its
 * payload is the domain contract CompanyTariffStatusChanged (tariffs/company-tariffs.events.ts).
 */
export const COMPANY_TARIFF_STATUS_CHANGED = 'CompanyTariffStatusChanged';

/** What happened to one company tariff (published after commit). */
export type CompanyTariffStatusChange = {
  ownerUserId: number;
  companyTariff: CompanyTariffResource;
  fromStatus: CompanyTariffStatus | null;
  toStatus: CompanyTariffStatus;
  /** Who made the change (its history row's actor); null when the system did it. */
  actorUserId: number | null;
};

/**
 * Hook for the notifications feature: services.ts passes a function that stores a Notification
 * for the company's client users other than the actor the change names.
 */
export type NotifyCompanyTariffStatus = (change: CompanyTariffStatusChange) => Promise<void>;

/** Publishes status changes after commit: realtime to the owner, then the notification hook. */
export function createStatusPublisher(deps: {
  realtime: Realtime;
  notify?: NotifyCompanyTariffStatus | undefined;
}) {
  return async function publish(changes: readonly CompanyTariffStatusChange[]) {
    for (const change of changes) {
      deps.realtime.toUser(change.ownerUserId).emit(COMPANY_TARIFF_STATUS_CHANGED, {
        company_id: change.companyTariff.company_id,
        company_tariff: change.companyTariff,
        from_status: change.fromStatus,
        to_status: change.toStatus,
      });
      await deps.notify?.(change);
    }
  };
}

export type StatusPublisher = ReturnType<typeof createStatusPublisher>;

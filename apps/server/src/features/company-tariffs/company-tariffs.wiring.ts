import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { createTariffsAdminService } from '../tariffs/tariffs-admin.service.ts';
import { createTariffsService } from '../tariffs/tariffs.service.ts';

import { createConnectService } from './company-tariffs-connect.service.ts';
import { createStatusPublisher, type NotifyCompanyTariffStatus } from './company-tariffs-events.ts';
import { createTariffPageService } from './company-tariffs-page.service.ts';
import { createCompanyScope } from './company-tariffs-scope.service.ts';
import { createStatusService } from './company-tariffs-status.service.ts';
import { createCompanyTariffsService } from './company-tariffs.service.ts';

/**
 * Issue 4 services, created once from explicit dependencies and spread into createServices.
 * `notify` is the notifications hook (company-tariffs-events.ts): pass it once that feature exists.
 */
export function createTariffServices(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  notify?: NotifyCompanyTariffStatus;
}) {
  const { db, clock } = deps;
  const tariffs = createTariffsService({ db });
  const scope = createCompanyScope({ db });
  const publish = createStatusPublisher({ realtime: deps.realtime, notify: deps.notify });
  return {
    tariffs,
    tariffsAdmin: createTariffsAdminService({ db, tariffs }),
    tariffPage: createTariffPageService({ db, tariffs, scope }),
    companyTariffs: createCompanyTariffsService({ db, clock, tariffs, scope }),
    companyTariffConnect: createConnectService({ db, clock, tariffs, scope, publish }),
    companyTariffStatus: createStatusService({ db, clock, scope, publish }),
  };
}

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { TariffsService } from '../tariffs/tariffs.service.ts';

import { createConnectService, type ConnectBilling } from './company-tariffs-connect.service.ts';
import { createStatusPublisher, type NotifyCompanyTariffStatus } from './company-tariffs.events.ts';
import { createTariffPageService } from './company-tariffs-page.service.ts';
import { createCompanyScope } from './company-tariffs-scope.service.ts';
import { createStatusService } from './company-tariffs-status.service.ts';
import { createCompanyTariffsService } from './company-tariffs.service.ts';

/**
 * A company's tariff services, created once from explicit dependencies and spread into
 * createServices. `tariffs` is the catalogue (the tariffs feature's service); `notify` is the
 * notifications hook (company-tariffs.events.ts).
 */
export function createCompanyTariffServices(deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  tariffs: TariffsService;
  notify?: NotifyCompanyTariffStatus;
  /** The audit log's recorder. */
  audit: RecordAudit;
  /** Billing's side of connect (ledger balance, tariff invoice). */
  billing?: ConnectBilling;
}) {
  const { db, clock, tariffs } = deps;
  const scope = createCompanyScope({ db });
  const publish = createStatusPublisher({ realtime: deps.realtime, notify: deps.notify });
  return {
    tariffPage: createTariffPageService({ db, tariffs, scope }),
    companyTariffs: createCompanyTariffsService({
      ...{ db, clock, tariffs, scope },
      billing: deps.billing,
    }),
    companyTariffConnect: createConnectService({
      ...{ db, clock, tariffs, scope, publish },
      billing: deps.billing,
    }),
    companyTariffStatus: createStatusService({ db, clock, scope, publish, audit: deps.audit }),
  };
}

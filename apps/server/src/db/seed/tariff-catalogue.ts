import type { TariffParam } from '@kabinet/domain/tariffs';

import { ACCOUNTING_SYSTEM_PARAMS } from './tariff-catalogue/accounting-system.ts';
import { ALMOST_DONE_PARAMS } from './tariff-catalogue/almost-done.ts';
import { CONNECTION_PARAMS } from './tariff-catalogue/connection.ts';
import { EMPLOYEES_PARAMS } from './tariff-catalogue/employees.ts';
import { FOREIGN_TRADE_PARAMS } from './tariff-catalogue/foreign-trade.ts';
import { LEGAL_FORM_AND_TURNOVER_PARAMS } from './tariff-catalogue/legal-form-and-turnover.ts';
import { MANAGEMENT_REPORTS_PARAMS } from './tariff-catalogue/management-reports.ts';
import { OPERATIONS_PARAMS } from './tariff-catalogue/operations.ts';
import { REPORTS_PARAMS } from './tariff-catalogue/reports.ts';
import { TAX_SYSTEM_PARAMS } from './tariff-catalogue/tax-system.ts';

export { PARAM_ID, TARIFF_ID } from './tariff-catalogue/ids.ts';
export { TARIFFS } from './tariff-catalogue/tariffs.ts';

/**
 * The seeded tariff catalogue: a pure data module, no database access. Params are in
 * wizard order — the 10 steps of SPEC §2 (TARIFF_WIZARD_STEPS in @kabinet/domain/tariffs) —
 * which is also the order of calculateTariffs' `missing`. Prices are whole roubles a month.
 */
export const TARIFF_PARAMS: TariffParam[] = [
  ...LEGAL_FORM_AND_TURNOVER_PARAMS,
  ...TAX_SYSTEM_PARAMS,
  ...EMPLOYEES_PARAMS,
  ...OPERATIONS_PARAMS,
  ...ACCOUNTING_SYSTEM_PARAMS,
  ...REPORTS_PARAMS,
  ...FOREIGN_TRADE_PARAMS,
  ...MANAGEMENT_REPORTS_PARAMS,
  ...ALMOST_DONE_PARAMS,
  ...CONNECTION_PARAMS,
];

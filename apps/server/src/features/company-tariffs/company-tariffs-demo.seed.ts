import { localDate } from '@kabinet/domain/shared';
import {
  calculateTariffs,
  COMPANY_TARIFF_STATUS,
  type ParamValues,
  type Tariff,
  type TariffParam,
} from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';

import { buildInfo, valuesForSaving } from './company-tariffs-info.mapping.ts';
import { insertCompanyTariff, insertHistory } from './company-tariffs.repository.ts';

/** The demo ООО «Ромашка»: a small ООО on УСН 15 % with two employees, on «Финансовый». */
export const DEMO_TARIFF_VALUES: ParamValues = {
  legal_form: 'ooo',
  turnover: 40,
  tax_system: 'usn15',
  has_employees: ['yes'],
  employees_count: 2,
  operations_count: 25,
  management_reports: ['pnl', 'cashflow'],
  tariff_id: 2,
  pay_months_count: 3,
};

/**
 * Demo data: an ACTIVE financial tariff for a company, priced by the engine like a
 * real connection and recorded in history, so the management-accounting guard opens for it.
 */
export async function seedActiveDemoTariff(
  db: Db,
  args: {
    companyId: number;
    actorUserId: number;
    catalogue: { params: readonly TariffParam[]; tariffs: readonly Tariff[] };
    at: Date;
  },
): Promise<void> {
  const { params, tariffs } = args.catalogue;
  const values = valuesForSaving(params, DEMO_TARIFF_VALUES);
  const tariff = tariffs.find((item) => item.id === Number(values.tariff_id));
  const calculation = calculateTariffs({
    params,
    tariffs: tariff ? [tariff] : [],
    values,
    companyTariffs: [],
  });
  const priced = calculation.tariffs[0];
  if (!tariff || !priced) throw new Error('the demo tariff could not be priced');
  const months = Number(values.pay_months_count);
  const { info, amount } = buildInfo({ tariff, priced, values, months, showFirstMonth: true });
  const row = await insertCompanyTariff(db, {
    companyId: args.companyId,
    tariffId: tariff.id,
    status: COMPANY_TARIFF_STATUS.ACTIVE,
    info,
    amount,
    payMonthsCount: months,
    dateConnect: localDate(args.at),
    createdBy: args.actorUserId,
    connectedAt: args.at,
  });
  await insertHistory(db, {
    companyTariffId: row.id,
    fromStatus: null,
    toStatus: COMPANY_TARIFF_STATUS.ACTIVE,
    actorUserId: args.actorUserId,
    comment: 'Демо-данные',
    at: args.at,
  });
}

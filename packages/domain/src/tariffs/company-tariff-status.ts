// Apart from the schemas: pages show statuses without loading zod (the pages' JS budgets).

/** SPEC §4: statuses of a company tariff. */
export const COMPANY_TARIFF_STATUS = {
  DRAFT: 'DRAFT',
  NEW: 'NEW',
  NEW_MONEY_NOT_ENOUGH: 'NEW_MONEY_NOT_ENOUGH',
  NEW_NEXT_MONTH: 'NEW_NEXT_MONTH',
  NEW_NEXT_MONTH_MONEY_NOT_ENOUGH: 'NEW_NEXT_MONTH_MONEY_NOT_ENOUGH',
  WAITING_NEXT_MONTH: 'WAITING_NEXT_MONTH',
  ACTIVE: 'ACTIVE',
  SUSPENDED: 'SUSPENDED',
  TERMINATED: 'TERMINATED',
  ARCHIVE: 'ARCHIVE',
} as const;
/** A company tariff status of SPEC §4. */
export type CompanyTariffStatus =
  (typeof COMPANY_TARIFF_STATUS)[keyof typeof COMPANY_TARIFF_STATUS];

/**
 * Russian names of the SPEC §4 statuses, used when the server fills `status_name`
 * and wherever the web shows a status.
 */
export const COMPANY_TARIFF_STATUS_NAMES: Record<CompanyTariffStatus, string> = {
  DRAFT: 'Черновик',
  NEW: 'Новый',
  NEW_MONEY_NOT_ENOUGH: 'Ожидает оплаты',
  NEW_NEXT_MONTH: 'Подключится со следующего месяца',
  NEW_NEXT_MONTH_MONEY_NOT_ENOUGH: 'Ожидает оплаты для подключения со следующего месяца',
  WAITING_NEXT_MONTH: 'Сменится со следующего месяца',
  ACTIVE: 'Активен',
  SUSPENDED: 'Приостановлен',
  TERMINATED: 'Расторгнут',
  ARCHIVE: 'В архиве',
};

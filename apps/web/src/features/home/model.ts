import { tariffMonthChargeKopecks, type TariffPriceInfo } from '@kabinet/domain/billing';
import { hasAllRequiredProfileFields } from '@kabinet/domain/profile';
import { DEFAULT_TIME_ZONE } from '@kabinet/domain/shared';
import {
  COMPANY_TARIFF_STATUS as S,
  type CompanyTariffResource,
  type CompanyTariffStatus,
} from '@kabinet/domain/tariffs';
import type { TodoItem } from '@kabinet/domain/todo';

import type { User } from '../../shared/user/user.types.ts';

/**
 * The profile is the user's, not the company's: «Что сделать дальше» starts with it when a
 * required field is missing; the rest of the list is the company's (GET …/todo).
 */
export function profileTodo(user: User): TodoItem | null {
  const profile = {
    name: user.name,
    last_name: user.meta.last_name,
    patronymic: user.meta.patronymic,
    email: user.email,
  };
  if (hasAllRequiredProfileFields(profile)) return null;
  return {
    kind: 'company_data',
    title: 'Заполните профиль',
    detail: 'Имя, фамилия, отчество и email нужны для договора и закрывающих документов',
    link: '/profile',
    severity: 'info',
  };
}

/** Issue 14: the statuses whose tariff the main page shows instead of «Выберите тариф». */
const SHOWN_TARIFF_STATUSES: readonly CompanyTariffStatus[] = [S.ACTIVE, S.NEW, S.NEW_NEXT_MONTH];

/** The company's working tariff for the main page: ACTIVE first, then NEW, NEW_NEXT_MONTH. */
export function shownTariff(
  tariffs: readonly CompanyTariffResource[],
): CompanyTariffResource | null {
  for (const status of SHOWN_TARIFF_STATUSES) {
    const found = tariffs.find((tariff) => tariff.status === status);
    if (found) return found;
  }
  return null;
}

/** A regular month of the tariff in kopecks (the sale of the chosen period, not the first month). */
export function monthlyPriceKopecks(tariff: CompanyTariffResource): number {
  return tariffMonthChargeKopecks((tariff.info ?? {}) as TariffPriceInfo, 1);
}

/** The month charge runs on the 1st: the 1st of the month after `now` in Moscow, YYYY-MM-DD. */
export function nextChargeDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  const year = Number(parts.year);
  const month = Number(parts.month);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-01`;
}

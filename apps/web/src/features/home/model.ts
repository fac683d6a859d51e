import { tariffMonthPrice, type TariffPriceInfo } from '@kabinet/domain/billing';
import { hasAllRequiredProfileFields } from '@kabinet/domain/profile';
import { localDate } from '@kabinet/domain/shared';
import {
  COMPANY_TARIFF_STATUS as S,
  nextTariffChargeDate,
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

/** The statuses whose tariff the main page shows instead of «Выберите тариф». */
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

/**
 * «В месяц» of the tariff in whole roubles: a regular month at the chosen period's sale (not the
 * first month), the figure the tariff page shows too.
 */
export function monthlyPrice(tariff: CompanyTariffResource): number {
  return tariffMonthPrice((tariff.info ?? {}) as TariffPriceInfo);
}

/**
 * When the tariff is charged next (the domain's nextTariffChargeDate, from its status and the
 * firm's date of `now`): YYYY-MM-DD, or null when it is charged once staff activate it.
 */
export function nextChargeDate(tariff: CompanyTariffResource, now: Date): string | null {
  return nextTariffChargeDate(tariff, localDate(now));
}

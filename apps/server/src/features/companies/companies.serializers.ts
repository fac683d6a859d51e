import type { UserCompany } from '@kabinet/domain/users';

import type { MemberCompanyRow } from './companies.repository.ts';

const INFO_DEFAULTS = {
  legal_address: null,
  actual_address: null,
  main_bank_id: null,
  activity: '',
  avatar: null,
  self_employed: false,
  accompanying: null,
  full_name: '',
  director_name: '',
  director_post: '',
};

/** SPEC §3 Company as listed in User.companies; null strings become '' (SPEC §5). */
export function serializeCompany(row: MemberCompanyRow): UserCompany {
  return {
    id: row.id,
    user_id: row.userId,
    crm_id: row.crmId ?? '',
    inn: row.inn,
    kpp: row.kpp ?? '',
    ogrn: row.ogrn ?? '',
    name: row.name,
    balance: row.balance,
    debt: row.debt,
    status: row.status,
    current_user_position: row.position,
    info: { ...INFO_DEFAULTS, ...row.info },
  };
}

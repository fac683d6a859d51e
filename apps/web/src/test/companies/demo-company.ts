import type { Company, CompanyInvitation } from '@kabinet/domain/companies';

/** A company as GET /api/v1/companies/{id} answers it, for component tests; override what a test needs. */
export function demoCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    user_id: 7,
    crm_id: '',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    name: 'ООО «Ромашка»',
    balance: 15_600,
    debt: 0,
    status: 'ACTIVE',
    current_user_position: 'owner',
    documents: [],
    users: [
      {
        id: 7,
        name: 'Иван',
        last_name: 'Смирнов',
        patronymic: 'Петрович',
        email: 'ivan@romashka.ru',
        phone: '79000000001',
        status: 'ACTIVE',
        position: 'owner',
        position_name: 'Владелец',
        is_owner: true,
      },
      {
        id: 8,
        name: 'Ольга',
        last_name: 'Кузнецова',
        patronymic: 'Андреевна',
        email: 'olga@romashka.ru',
        phone: '79000000011',
        status: 'ACTIVE',
        position: 'employee',
        position_name: 'Сотрудник',
        is_owner: false,
      },
    ],
    banks: [],
    new_users: [],
    company_meta: {
      kind: 'LEGAL',
      managers: [],
      filled: { requisites: true, addresses: false, director: true, bank: false },
    },
    referral: { settings: { payment_method: '' } },
    info: {
      legal_address: null,
      actual_address: null,
      main_bank_id: null,
      activity: '69.20 Бухгалтерский учёт',
      avatar: null,
      self_employed: false,
      accompanying: null,
      full_name: 'Общество с ограниченной ответственностью «Ромашка»',
      director_name: 'Смирнов Иван Петрович',
      director_post: 'Генеральный директор',
    },
    ...overrides,
  };
}

/** A pending invitation as GET /api/v1/invitations lists it, for component tests. */
export function demoInvitation(overrides: Partial<CompanyInvitation> = {}): CompanyInvitation {
  return {
    id: 4,
    company_id: 9,
    company_name: 'ООО «Вектор»',
    company_inn: '7724981640',
    phone: '',
    email: 'ivan@romashka.ru',
    position: 'employee',
    position_name: 'Сотрудник',
    status: 'PENDING',
    invited_by: { id: 3, name: 'Олег Проверкин' },
    created_at: '2026-11-21T09:00:00.000Z',
    expires_at: '2026-12-05T09:00:00.000Z',
    ...overrides,
  };
}

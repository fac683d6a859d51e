import type { User } from '../shared/user/user.types.ts';

const romashka = {
  id: 1,
  user_id: 7,
  crm_id: '',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  name: 'ООО «Ромашка»',
  balance: 15600,
  debt: 0,
  status: 'ACTIVE',
  current_user_position: 'owner',
  info: {},
};

/** A signed-in client as GET /api/user-full/current answers it; override what a test needs. */
export function demoUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Иван',
    email: 'ivan@romashka.ru',
    phone: '79000000001',
    status: 'ACTIVE',
    role: { role_name: 'Клиент', role_slug: 'client' },
    position: 'Клиент',
    active_company: romashka,
    companies: [
      romashka,
      { ...romashka, id: 2, name: 'ИП Смирнов И. П.', inn: '500100732259', kpp: '' },
    ],
    devices: [],
    notifications: [],
    accompanying: null,
    company_user_meta: {},
    meta: {
      avatar: null,
      last_name: 'Смирнов',
      patronymic: 'Петрович',
      nickname: '',
      birthday: '',
      phone_messenger: '',
      phone_city: '',
      contact_method: 'phone',
      cloud_database: '',
      accompanying: null,
      deletion_scheduled_at: null,
    },
    ...overrides,
  };
}

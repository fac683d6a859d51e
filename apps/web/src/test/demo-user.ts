import { demoCompany } from './companies/demo-company.ts';
import type { User } from '../shared/user/user.types.ts';

// The user answer embeds full companies (SPEC §3), the same as GET /api/v1/companies/{id}.
const romashka = demoCompany();
const smirnov = demoCompany({ id: 2, name: 'ИП Смирнов И. П.', inn: '500100732259', kpp: '' });

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
    companies: [romashka, smirnov],
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

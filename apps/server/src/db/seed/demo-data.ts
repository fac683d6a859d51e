import type { DemoBank } from '../../features/companies/companies-demo.seed.ts';

/** Password of every demo account (docs/api/accounts.md). */
export const DEMO_PASSWORD = 'Kabinet2026!';

/** The demo accounts printed at start-up. */
export const DEMO_USERS = {
  client: {
    email: 'client@kabinet.demo',
    phone: '79000000001',
    name: 'Иван',
    lastName: 'Иванов',
    patronymic: 'Иванович',
  },
  manager: {
    email: 'manager@kabinet.demo',
    phone: '79000000002',
    name: 'Мария',
    lastName: 'Смирнова',
    patronymic: 'Петровна',
  },
  admin: {
    email: 'admin@kabinet.demo',
    phone: '79000000003',
    name: 'Алексей',
    lastName: 'Кузнецов',
    patronymic: 'Сергеевич',
  },
} as const;

/** The client's companies; INN, KPP and OGRN(IP) pass their checksums. */
export const DEMO_COMPANIES = [
  {
    name: 'ООО «Ромашка»',
    inn: '7701234560',
    kpp: '770101001',
    ogrn: '1027700123450',
    balance: 15_000,
    debt: 0,
    info: {
      full_name: 'Общество с ограниченной ответственностью «Ромашка»',
      director_name: 'Иванов Иван Иванович',
      director_post: 'Генеральный директор',
      activity: '69.20 Деятельность по оказанию услуг в области бухгалтерского учёта',
      legal_address: {
        region_type: 'г',
        region_name: 'Москва',
        city_type: 'г',
        city_name: 'Москва',
        postcode: '125009',
        street_type: 'ул',
        street_name: 'Тверская',
        house_type: 'д',
        house: '7',
        string: '125009, г Москва, ул Тверская, д 7',
      },
      actual_address: {
        region_type: 'г',
        region_name: 'Москва',
        city_type: 'г',
        city_name: 'Москва',
        postcode: '101000',
        street_type: 'ул',
        street_name: 'Мясницкая',
        house_type: 'д',
        house: '24/7 стр 1',
        string: '101000, г Москва, ул Мясницкая, д 24/7 стр 1',
      },
    },
  },
  {
    name: 'ИП Иванов Иван Иванович',
    inn: '770123456703',
    kpp: null,
    ogrn: '321770000123456',
    balance: 0,
    debt: 2_500,
    info: {
      full_name: 'Индивидуальный предприниматель Иванов Иван Иванович',
      director_name: 'Иванов Иван Иванович',
      director_post: '',
      activity: '62.01 Разработка компьютерного программного обеспечения',
      legal_address: {
        region_type: 'г',
        region_name: 'Москва',
        city_type: 'г',
        city_name: 'Москва',
        postcode: '115093',
        street_type: 'ул',
        street_name: 'Серпуховская Б.',
        house_type: 'д',
        house: '10',
        string: '115093, г Москва, ул Серпуховская Б., д 10',
      },
      actual_address: null,
    },
  },
] as const;

/** Issue 3: the main bank account of each demo company, by INN (keys valid for the BIK). */
export const DEMO_COMPANY_BANKS: Record<string, DemoBank> = {
  '7701234560': {
    bik: '044525225',
    bankName: 'ПАО Сбербанк',
    correspondentAccount: '30101810400000000225',
    account: '40702810938000012345',
  },
  '770123456703': {
    bik: '044525974',
    bankName: 'АО «ТБанк»',
    correspondentAccount: '30101810145250000974',
    account: '40802810000000123456',
  },
};

/** SPEC §1/§3 Options seeded for GET /api/v1/app-settings. */
export const DEMO_APP_OPTIONS = [
  { optionName: 'telegram_bot_link', value: 'https://t.me/kabinet_demo_bot' },
  { optionName: 'support_phone', value: '+7 (800) 000-00-00' },
  { optionName: 'support_email', value: 'support@kabinet.demo' },
  { optionName: 'analytics_counter_id', value: '' },
];

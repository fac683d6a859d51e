import type { Lead, Payout, Referral } from '@kabinet/domain/referral';

/** GET …/current/referrals as the server answers for a connected company; override per test. */
export function testReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 3,
    company_id: 1,
    status: 'ACTIVE',
    total: 3000,
    paid: 1000,
    to_pay: 2000,
    total_kopecks: 300_000,
    paid_kopecks: 100_000,
    to_pay_kopecks: 200_000,
    available_kopecks: 200_000,
    settings: { payment_method: { type: 'card', label: '•••• 4242' } },
    code: 'ABCD2345',
    link: 'https://kabinet.test/auth/registration?ref=ABCD2345',
    rules: { reward_basis_points: 1000, reward_months: 12, min_payout_kopecks: 100_000 },
    leads_count: 2,
    clients_count: 1,
    connected_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const inactiveReferral = () =>
  testReferral({
    status: 'INACTIVE',
    total: 0,
    paid: 0,
    to_pay: 0,
    total_kopecks: 0,
    paid_kopecks: 0,
    to_pay_kopecks: 0,
    available_kopecks: 0,
    settings: { payment_method: null },
    connected_at: null,
  });

export const testConnectInfo = () => ({
  rules: { reward_basis_points: 1000, reward_months: 12, min_payout_kopecks: 100_000 },
  rules_text: [
    'Вознаграждение — 10 % от каждой оплаты приглашённого клиента в течение 12 месяцев.',
    'Выплата — от 1 000 ₽ по запросу.',
  ],
  payment_methods: [
    { type: 'card', name: 'На банковскую карту' },
    { type: 'bank_account', name: 'На расчётный счёт компании' },
    { type: 'balance', name: 'На баланс в кабинете' },
  ],
});

export function testLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 5,
    referral_id: 3,
    name: 'Пётр Иванов',
    phone: '79001112233',
    email: '',
    company_name: 'ООО «Василёк»',
    comment: '',
    status: 'new',
    status_name: 'Новый',
    source: 'manual',
    source_name: 'Добавлен вручную',
    company_id: null,
    created_at: '2026-11-10T10:00:00.000Z',
    updated_at: '2026-11-10T10:00:00.000Z',
    ...overrides,
  };
}

export function testPayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 9,
    referral_id: 3,
    company_id: 1,
    company_name: 'ООО «Ромашка»',
    amount_kopecks: 150_000,
    status: 'requested',
    status_name: 'Запрошена',
    payment_method: { type: 'card', label: '•••• 4242' },
    comment: '',
    requested_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    paid_at: null,
    ...overrides,
  };
}

import type { Invoice, LedgerEntry } from '@kabinet/domain/billing';

import type { BillingPage } from '../../features/billing/api.ts';

/** The firm as printed on invoices (test data; requisites pass the domain's checks). */
export const SELLER = {
  name: 'ООО «Бухгалтерия плюс»',
  inn: '7707083893',
  kpp: '773601001',
  address: 'г. Москва, ул. Вавилова, д. 19',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000000001',
  correspondent_account: '30101810400000000225',
  director_name: 'Соколова А. В.',
  accountant_name: 'Орлова Е. П.',
  contract_number: 'КУ-1/2026',
  contract_date: '2026-01-12',
};

/** An invoice of ООО «Ромашка» (company 1); override what a test needs. */
export function testInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 11,
    number: '2026-000011',
    company_id: 1,
    kind: 'tariff',
    status: 'issued',
    status_name: 'Выставлен',
    company_tariff_id: 40,
    total_kopecks: 1_560_000,
    paid_kopecks: 0,
    due_kopecks: 1_560_000,
    vat_mode: 'none',
    seller: SELLER,
    buyer: {
      name: 'ООО «Ромашка»',
      inn: '7701234567',
      kpp: '770101001',
      address: '125009, г. Москва, ул. Тверская, д. 7',
    },
    lines: [
      {
        name: 'Бухгалтерское обслуживание по тарифу «Оптимальный» за декабрь 2026 г. — февраль 2027 г.',
        quantity: 3,
        price_kopecks: 520_000,
        amount_kopecks: 1_560_000,
        period: { from: '2026-12', to: '2027-02', name: 'декабрь 2026 г. — февраль 2027 г.' },
      },
    ],
    basis: 'Договор № КУ-1/2026 от 12.01.2026',
    issued_at: '2026-11-20T09:00:00.000Z',
    due_date: '2026-11-25',
    paid_at: null,
    cancelled_at: null,
    cancel_reason: null,
    ...overrides,
  };
}

/** GET /companies/1/billing: one open tariff invoice and a paid top-up. */
export function testBilling(overrides: Partial<BillingPage> = {}): BillingPage {
  return {
    balance_kopecks: 0,
    debt_kopecks: 1_560_000,
    due_kopecks: 1_560_000,
    next_due_date: '2026-11-25',
    online_payment: false,
    invoices: [
      testInvoice(),
      testInvoice({
        id: 10,
        number: '2026-000010',
        kind: 'topup',
        status: 'paid',
        status_name: 'Оплачен',
        company_tariff_id: null,
        total_kopecks: 500_050,
        paid_kopecks: 500_050,
        due_kopecks: 0,
        lines: [
          {
            name: 'Пополнение баланса',
            quantity: 1,
            price_kopecks: 500_050,
            amount_kopecks: 500_050,
            period: null,
          },
        ],
        paid_at: '2026-11-10T09:00:00.000Z',
      }),
    ],
    ...overrides,
  };
}

/** A ledger entry of company 1. */
export function testLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 1,
    kind: 'payment',
    kind_name: 'Оплата',
    amount_kopecks: 500_050,
    source_type: 'payment',
    source_id: '3',
    reason: null,
    created_by: 5,
    created_at: '2026-11-10T09:00:00.000Z',
    ...overrides,
  };
}

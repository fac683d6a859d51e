import { formatInvoicePurpose } from '@kabinet/domain/money';

import type { InvoicePdfView } from './invoice-pdf.types.ts';
import { invoicePdfView } from './invoice-pdf.ts';

/** A realistic invoice of the firm to a client, for the PDF tests and for looking at it. */
export function sampleInvoiceView(
  overrides: Partial<Omit<InvoicePdfView, 'sumInWords' | 'qrPayload'>> = {},
): InvoicePdfView {
  const vatMode = overrides.vatMode ?? 'none';
  const totalKopecks = overrides.totalKopecks ?? 1_560_000;
  return invoicePdfView({
    number: '2026-0012',
    date: '2026-11-25',
    dueDate: '2026-12-05',
    seller: {
      name: 'ООО «Бухгалтерия Плюс»',
      inn: '7707083893',
      kpp: '773601001',
      address: '119021, г. Москва, ул. Льва Толстого, д. 16, офис 5',
      bankName: 'ПАО Сбербанк, г. Москва',
      bik: '044525225',
      correspondentAccount: '30101810400000000225',
      account: '40702810938000012345',
      director: 'Смирнова А. В.',
      accountant: 'Кузнецова Е. П.',
    },
    buyer: {
      name: 'ООО «Ромашка»',
      inn: '7830002293',
      kpp: '783001001',
      address: '190000, г. Санкт-Петербург, Невский пр., д. 1',
    },
    basis: 'Договор № 15/БУ от 01.12.2026',
    lines: [
      {
        name: 'Бухгалтерское обслуживание по тарифу «Оптимальный» за декабрь 2026 г.',
        quantity: 1,
        unit: 'мес.',
        priceKopecks: 1_200_000,
        sumKopecks: 1_200_000,
      },
      {
        name: 'Подготовка и сдача отчётности в ФНС',
        quantity: 2,
        unit: 'усл.',
        priceKopecks: 180_000,
        sumKopecks: 360_000,
      },
    ],
    vatMode,
    totalKopecks,
    purpose: formatInvoicePurpose({
      number: '2026-0012',
      date: '2026-11-25',
      vatMode,
      totalKopecks,
    }),
    ...overrides,
  });
}

import { describe, expect, it } from 'vitest';

import { billingNotificationData, billingPushPayload } from './billing-notifications.ts';
import { notificationPushPayload } from './tariff-notifications.ts';

describe('billing notifications', () => {
  it.each([
    {
      event: 'invoice_issued' as const,
      amount: 5_661_000,
      due: '2026-11-26',
      text: 'ООО «Ромашка»: счёт № 2026-0012 на 56\u00a0610,00\u00a0₽, оплатить до 26.11.2026',
      title: 'Выставлен счёт',
    },
    {
      event: 'payment_received' as const,
      amount: 1_000_050,
      due: undefined,
      text: 'ООО «Ромашка»: получена оплата 10\u00a0000,50\u00a0₽ по счёту № 2026-0012',
      title: 'Оплата получена',
    },
    {
      event: 'invoice_overdue' as const,
      amount: 4_661_000,
      due: undefined,
      text: 'ООО «Ромашка»: счёт № 2026-0012 просрочен, к оплате 46\u00a0610,00\u00a0₽',
      title: 'Счёт просрочен',
    },
    {
      event: 'advance_received' as const,
      amount: 10_000,
      due: undefined,
      text: 'ООО «Ромашка»: 100,00\u00a0₽ по счёту № 2026-0012 зачислены на баланс авансом',
      title: 'Платёж зачислен авансом',
    },
  ])('$event says «$title»', ({ event, amount, due, text, title }) => {
    const data = billingNotificationData({
      event,
      companyId: 3,
      companyName: 'ООО «Ромашка»',
      invoiceId: 12,
      invoiceNumber: '2026-0012',
      amountKopecks: amount,
      dueDate: due,
    });
    expect(data).toMatchObject({ type: 'BILLING', event, title, text, invoice_id: 12 });
    expect(notificationPushPayload(data)).toEqual(billingPushPayload(data));
    const url = event === 'advance_received' ? '/clients/3' : '/payment';
    expect(billingPushPayload(data)).toMatchObject({ title, url, tag: 'invoice-12' });
  });

  it('starts with a capital letter without a company name', () => {
    const data = billingNotificationData({
      event: 'invoice_overdue',
      companyId: 3,
      invoiceId: 12,
      invoiceNumber: '2026-0012',
      amountKopecks: 100,
    });
    expect(data.text).toBe('Счёт № 2026-0012 просрочен, к оплате 1,00\u00a0₽');
  });
});

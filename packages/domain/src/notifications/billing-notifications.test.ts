import { describe, expect, it } from 'vitest';

import {
  billingEmailLink,
  billingNotificationData,
  billingNotificationLink,
  billingNotificationUrl,
  billingPushPayload,
} from './billing-notifications.ts';
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

describe('an autopay charge sent with a receipt', () => {
  const data = billingNotificationData({
    event: 'autopay_succeeded',
    companyId: 7,
    invoiceId: 40,
    invoiceNumber: '2026-0040',
    amountKopecks: 1_680_000,
    receiptPaymentId: 93,
    autopay: { month: '2026-12', cardTitle: '•• 4242' },
  });

  it('leads to the receipt, in the bell, the push and the letter alike', () => {
    expect(data.online_payment_id).toBe(93);
    expect(billingNotificationUrl(data)).toBe('/payment/receipts/93');
    expect(billingNotificationLink(JSON.parse(JSON.stringify(data)))).toBe('/payment/receipts/93');
    expect(billingEmailLink(data, 'https://lk.example.ru')).toBe(
      'Открыть чек: https://lk.example.ru/payment/receipts/93',
    );
  });

  it('says what was charged, for which month and from which card', () => {
    expect(data.text).toBe('Списано 16\u00a0800,00\u00a0₽ за декабрь 2026 с карты •• 4242');
  });

  it('leads to the payment page without one, and a forged id leads nowhere else', () => {
    const { online_payment_id: _receipt, ...plain } = data;
    expect(billingNotificationUrl(plain)).toBe('/payment');
    expect(
      billingNotificationLink({ event: 'autopay_succeeded', online_payment_id: '1/../x' }),
    ).toBe('/payment');
  });
});

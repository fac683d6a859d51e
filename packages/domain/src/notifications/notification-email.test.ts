import { describe, expect, it } from 'vitest';

import { billingNotificationData } from './billing-notifications.ts';
import { isInstantEmailType, notificationEmail } from './notification-email.ts';
import { tariffStatusNotificationData } from './tariff-notifications.ts';

const appUrl = 'https://kabinet.example/';

describe('notification e-mail', () => {
  it.each([
    { event: 'invoice_issued' as const, subject: 'Выставлен счёт № 2026-0012' },
    { event: 'payment_received' as const, subject: 'Оплата получена по счёту № 2026-0012' },
    { event: 'invoice_overdue' as const, subject: 'Счёт № 2026-0012 просрочен' },
  ])('a billing letter about $event is titled «$subject» and links the payment page', (row) => {
    const data = billingNotificationData({
      event: row.event,
      companyId: 3,
      companyName: 'ООО «Ромашка»',
      invoiceId: 12,
      invoiceNumber: '2026-0012',
      amountKopecks: 1_560_000,
      dueDate: '2026-11-30',
    });
    const letter = notificationEmail(data, { appUrl, recipientName: 'Анна' });
    expect(letter?.subject).toBe(row.subject);
    expect(letter?.text).toContain('Здравствуйте, Анна!');
    expect(letter?.text).toContain(`${data.text}.`);
    expect(letter?.text).toContain('Перейти к оплате: https://kabinet.example/payment');
  });

  it('writes the invoice line with its sum and due date', () => {
    const data = billingNotificationData({
      event: 'invoice_issued',
      companyId: 3,
      companyName: 'ООО «Ромашка»',
      invoiceId: 12,
      invoiceNumber: '2026-0012',
      amountKopecks: 1_560_000,
      dueDate: '2026-11-30',
    });
    expect(notificationEmail(data, { appUrl })?.text).toBe(
      [
        'Здравствуйте!',
        '',
        'ООО «Ромашка»: счёт № 2026-0012 на 15\u00a0600,00\u00a0₽, оплатить до 30.11.2026.',
        '',
        'Перейти к оплате: https://kabinet.example/payment',
        '',
        'Это письмо отправлено автоматически, отвечать на него не нужно. Отключить такие письма',
        'можно в настройках уведомлений Кабинета.',
      ].join('\n'),
    );
  });

  it('tells a tariff status change and links the tariff page', () => {
    const data = tariffStatusNotificationData({
      companyId: 3,
      companyName: 'ООО «Ромашка»',
      companyTariffId: 7,
      tariffName: 'Бизнес',
      status: 'ACTIVE',
    });
    const letter = notificationEmail(data, { appUrl, recipientName: 'Анна' });
    expect(letter?.subject).toBe('Статус тарифа изменён');
    expect(letter?.text).toContain('ООО «Ромашка»: тариф «Бизнес» — активен.');
    expect(letter?.text).toContain('Открыть тариф: https://kabinet.example/service/tariff');
  });

  it('has no letter for a chat message (the digest mails those) or unknown data', () => {
    const chat = {
      type: 'NEW_CHAT_MESSAGE',
      message: { id: 1, chat_conversation_id: 2, text: 'Привет', chat_user: { name: 'Иван' } },
    };
    expect(notificationEmail(chat, { appUrl })).toBeNull();
    expect(notificationEmail({ type: 'ACT_CREATED' }, { appUrl })).toBeNull();
  });

  it.each([
    { type: 'BILLING', instant: true },
    { type: 'COMPANY_TARIFF_STATUS_CHANGED', instant: true },
    { type: 'NEW_CHAT_MESSAGE', instant: false },
    { type: 'TASK_UPDATED', instant: true },
    { type: 'ACT_CREATED', instant: true },
    { type: 'ORDER_STATUS_CHANGED', instant: true },
    { type: 'REPORT_CREATED', instant: true },
  ])('$type is e-mailed at once: $instant', ({ type, instant }) => {
    expect(isInstantEmailType(type)).toBe(instant);
  });
});

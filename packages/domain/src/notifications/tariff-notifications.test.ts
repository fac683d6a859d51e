import { describe, expect, it } from 'vitest';

import { tariffStatusNotificationDataSchema } from './notifications.schemas.ts';
import {
  notificationPushPayload,
  tariffStatusNotificationData,
  tariffStatusPushPayload,
  tariffStatusText,
} from './tariff-notifications.ts';

describe('tariffStatusText', () => {
  it.each([
    {
      company: 'ООО «Ромашка»',
      tariff: 'Бизнес',
      status: 'Активен',
      text: 'ООО «Ромашка»: тариф «Бизнес» — активен',
    },
    {
      company: 'ИП Иванов',
      tariff: 'Старт',
      status: 'Ожидает оплаты',
      text: 'ИП Иванов: тариф «Старт» — ожидает оплаты',
    },
    { company: undefined, tariff: 'Старт', status: 'В архиве', text: 'Тариф «Старт» — в архиве' },
    { company: '', tariff: '', status: 'Приостановлен', text: 'Тариф — приостановлен' },
  ])('says «$text»', ({ company, tariff, status, text }) => {
    expect(tariffStatusText({ companyName: company, tariffName: tariff, statusName: status })).toBe(
      text,
    );
  });
});

describe('tariff status notification and push', () => {
  const data = tariffStatusNotificationData({
    companyId: 3,
    companyName: 'ООО «Ромашка»',
    companyTariffId: 12,
    tariffName: 'Бизнес',
    status: 'SUSPENDED',
  });

  it('stores ids, the SPEC §4 status name and the ready title/text', () => {
    expect(data).toEqual({
      type: 'COMPANY_TARIFF_STATUS_CHANGED',
      company_id: 3,
      company_tariff_id: 12,
      status: 'SUSPENDED',
      status_name: 'Приостановлен',
      company_name: 'ООО «Ромашка»',
      tariff_name: 'Бизнес',
      title: 'Статус тарифа изменён',
      text: 'ООО «Ромашка»: тариф «Бизнес» — приостановлен',
    });
    expect(tariffStatusNotificationDataSchema.parse(data)).toEqual(data);
  });

  it('pushes the same text, one per company tariff, opening the tariff page', () => {
    expect(tariffStatusPushPayload(data)).toEqual({
      title: 'Статус тарифа изменён',
      body: 'ООО «Ромашка»: тариф «Бизнес» — приостановлен',
      tag: 'company-tariff-12',
      url: '/service/tariff',
      data: {
        type: 'COMPANY_TARIFF_STATUS_CHANGED',
        company_id: 3,
        company_tariff_id: 12,
        status: 'SUSPENDED',
      },
    });
  });

  it('rebuilds the text of an older row that has only the status name', () => {
    const older = {
      type: 'COMPANY_TARIFF_STATUS_CHANGED' as const,
      company_id: 3,
      company_tariff_id: 12,
      status: 'ACTIVE' as const,
      status_name: 'Активен',
    };
    expect(tariffStatusPushPayload(older)).toMatchObject({
      title: 'Статус тарифа изменён',
      body: 'Тариф — активен',
    });
  });
});

describe('notificationPushPayload', () => {
  it('builds the push of known data and none for other types', () => {
    expect(
      notificationPushPayload({
        type: 'NEW_CHAT_MESSAGE',
        message: { chat_conversation_id: 4, text: 'Добрый день', chat_user: { name: 'Анна' } },
      }),
    ).toMatchObject({ body: 'Анна: Добрый день', url: '/chat-dialog/4', tag: 'chat-4' });
    expect(
      notificationPushPayload(
        tariffStatusNotificationData({ companyId: 1, companyTariffId: 2, status: 'ACTIVE' }),
      ),
    ).toMatchObject({ body: 'Тариф — активен', tag: 'company-tariff-2' });
    expect(notificationPushPayload({ type: 'TASK_UPDATED', n: 1 })).toBeNull();
    expect(notificationPushPayload(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { notificationSchema } from '../users/users.schemas.ts';

import { chatNotificationData } from './chat-notification-data.ts';
import { notificationChannelEventSchemas } from './notifications.events.ts';
import {
  deviceSubscribeBodySchema,
  knownNotificationDataSchema,
  markReadAnswerSchema,
  markReadBodySchema,
} from './notifications.schemas.ts';

const chatData = {
  type: 'NEW_CHAT_MESSAGE',
  message: {
    chat_conversation_id: 7,
    text: 'Счёт во вложении',
    chat_user: { name: 'Ирина Соколова' },
  },
};
const notification = {
  id: '9b1c7a5e-3f7d-4d1b-9c1e-2f1a0c5b7d11',
  type: 'NEW_CHAT_MESSAGE',
  data: chatData,
  read_at: null,
  created_at: '2026-11-21T09:00:00.000000Z',
};

describe('notification data (SPEC §3)', () => {
  it('reads the chat data of a chat notification', () => {
    expect(notificationSchema.parse(notification)).toEqual(notification);
    expect(chatNotificationData(notification)).toEqual(chatData);
  });

  it.each([
    {
      name: 'a tariff change',
      data: {
        type: 'COMPANY_TARIFF_STATUS_CHANGED',
        company_id: 1,
        company_tariff_id: 2,
        status: 'ACTIVE',
        status_name: 'Активный',
      },
    },
    {
      name: 'no text',
      data: { ...chatData, message: { chat_conversation_id: 7, chat_user: { name: 'Ирина' } } },
    },
    {
      name: 'a string conversation id',
      data: { ...chatData, message: { ...chatData.message, chat_conversation_id: '7' } },
    },
  ])('finds no chat data in $name', ({ data }) => {
    expect(chatNotificationData({ data })).toBeNull();
  });

  it.each([
    { data: chatData, ok: true },
    {
      data: {
        type: 'COMPANY_TARIFF_STATUS_CHANGED',
        company_id: 1,
        company_tariff_id: 2,
        status: 'SUSPENDED',
        status_name: 'Приостановлен',
      },
      ok: true,
    },
    {
      data: {
        type: 'COMPANY_TARIFF_STATUS_CHANGED',
        company_id: 1,
        company_tariff_id: 2,
        status: 'PAUSED',
        status_name: '?',
      },
      ok: false,
    },
    { data: { type: 'UNKNOWN' }, ok: false },
  ])('knows $data.type data: $ok', ({ data, ok }) => {
    expect(knownNotificationDataSchema.safeParse(data).success).toBe(ok);
  });
});

describe('mark-read and device-subscribe bodies (SPEC §7)', () => {
  it.each([
    { body: {}, ok: true },
    { body: { notifications_ids: [notification.id] }, ok: true },
    { body: { notifications_ids: [] }, ok: true },
    { body: { notifications_ids: [42] }, ok: false },
    { body: { notifications_ids: 'все' }, ok: false },
  ])('mark-read $body: $ok', ({ body, ok }) => {
    expect(markReadBodySchema.safeParse(body).success).toBe(ok);
  });

  it('reads the mark-read answer list', () => {
    const answer = [{ id: notification.id, read_at: '2026-11-21T09:05:00.000000Z' }];
    expect(markReadAnswerSchema.parse(answer)).toEqual(answer);
  });

  it.each([
    { body: { token: 'fcm:APA91b…', platform: 'android' }, error: null },
    { body: { token: 'web-push-subscription', platform: 'web' }, error: null },
    { body: { token: 'apns', platform: 'ios' }, error: null },
    { body: { token: 'x', platform: 'windows' }, error: 'Неизвестная платформа.' },
    { body: { token: '', platform: 'web' }, error: 'Укажите токен устройства.' },
    { body: { platform: 'web' }, error: 'Укажите токен устройства.' },
  ])('device-subscribe $body → $error', ({ body, error }) => {
    const result = deviceSubscribeBodySchema.safeParse(body);
    expect(result.error?.issues[0]?.message ?? null).toBe(error);
  });
});

describe('private-user notification events (SPEC §7)', () => {
  it.each([
    {
      event: 'ChatConversationNotificationsRead',
      payload: { read_notification_ids: [notification.id] },
      ok: true,
    },
    { event: 'NotificationCreated', payload: notification, ok: true },
    {
      event: 'NotificationsRead',
      payload: { notifications: [{ id: 'a', read_at: '2026-11-21T09:05:00Z' }] },
      ok: true,
    },
    { event: 'NotificationsRead', payload: { notifications: [{ id: 'a' }] }, ok: false },
  ] as const)('checks $event: $ok', ({ event, payload, ok }) => {
    expect(notificationChannelEventSchemas[event].safeParse(payload).success).toBe(ok);
  });
});

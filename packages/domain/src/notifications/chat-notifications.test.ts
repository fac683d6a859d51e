import { describe, expect, it } from 'vitest';

import {
  chatMessageNotificationRecipients,
  chatPushPayload,
  removesChatNotificationsOnRead,
} from './chat-notifications.ts';

describe('removesChatNotificationsOnRead (SPEC §4: non-managers only)', () => {
  it.each([
    { role: 'client', removes: true },
    { role: null, removes: true },
    { role: 'manager', removes: false },
    { role: 'project_manager', removes: false },
    { role: 'admin', removes: false },
    { role: 'crm', removes: false },
  ])('role $role: $removes', ({ role, removes }) => {
    expect(removesChatNotificationsOnRead(role)).toBe(removes);
  });
});

describe('chatMessageNotificationRecipients', () => {
  it.each([
    {
      name: 'everyone but the sender',
      participants: [11, 12, 13],
      sender: 12,
      present: [],
      expected: [11, 13],
    },
    {
      name: 'nobody present right now',
      participants: [11, 12, 13],
      sender: 12,
      present: [13],
      expected: [11],
    },
    {
      name: 'a standalone chat user without a user',
      participants: [11, null, 12],
      sender: null,
      present: [],
      expected: [11, 12],
    },
    { name: 'each user once', participants: [11, 11, 12], sender: 12, present: [], expected: [11] },
    { name: 'no one when alone', participants: [12], sender: 12, present: [], expected: [] },
  ])('notifies $name', ({ participants, sender, present, expected }) => {
    expect(
      chatMessageNotificationRecipients({
        participantUserIds: participants,
        senderUserId: sender,
        presentUserIds: present,
      }),
    ).toEqual(expected);
  });
});

describe('chatPushPayload (SPEC §9 title)', () => {
  const data = (text: string) => ({
    type: 'NEW_CHAT_MESSAGE' as const,
    message: { chat_conversation_id: 7, text, chat_user: { name: 'Ирина Соколова' } },
  });

  it.each([
    { text: 'Счёт оплачен', body: 'Ирина Соколова: Счёт оплачен' },
    { text: '', body: 'Ирина Соколова: Прикрепленный файл' },
    { text: 'Акт\n\nво вложении', body: 'Ирина Соколова: Акт во вложении' },
    { text: 'я'.repeat(200), body: `Ирина Соколова: ${'я'.repeat(103)}…` },
  ])('shows «$text» as «$body»', ({ text, body }) => {
    expect(chatPushPayload(data(text))).toEqual({
      title: 'Новое сообщение',
      body,
      tag: 'chat-7',
      url: '/chat-dialog/7',
      data: { type: 'NEW_CHAT_MESSAGE', chat_conversation_id: 7 },
    });
  });
});

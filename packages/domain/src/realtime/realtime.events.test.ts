import { describe, expect, it } from 'vitest';

import { conversation, message } from '../chat/chat.fixtures.ts';
import {
  CHANNEL_EVENT_NAMES,
  conversationIdOfChannel,
  presenceChatClientEventSchemas,
  presenceChatEventSchemas,
  privateUserEventSchemas,
  type PresenceChatEvents,
} from './realtime.events.ts';
import { presenceChatChannel, privateUserChannel } from './channels.ts';

describe('channel names (ARCHITECTURE §3)', () => {
  it.each([
    { name: presenceChatChannel(7), expected: 7 },
    { name: 'presence-chat.12345', expected: 12345 },
    { name: privateUserChannel(7), expected: null },
    { name: 'presence-chat.07', expected: null },
    { name: 'presence-chat.7.1', expected: null },
    { name: 'private-chat.7', expected: null },
  ])('reads conversation $expected from «$name»', ({ name, expected }) => {
    expect(conversationIdOfChannel(name)).toBe(expected);
  });
});

describe('event maps (CONVENTIONS §4.5)', () => {
  it('lists the server events of each channel kind', () => {
    expect(CHANNEL_EVENT_NAMES).toEqual({
      'presence-chat': [
        'MessageSent',
        'MessageUpdated',
        'MessageDeleted',
        'MessagesRead',
        'ConversationUpdated',
        'ChatUserJoined',
        'ChatUserLeft',
      ],
      'private-user': [
        'ChatConversationNotificationsRead',
        'NotificationCreated',
        'NotificationsRead',
        'CompanyInvitationCreated',
        'CompanyUserRemoved',
        'CompanyUpdated',
        'CompanyTariffStatusChanged',
        'OnlinePaymentUpdated',
        'TaskChanged',
        'ActChanged',
        'OrderChanged',
        'OperationsImportProgress',
        'ReportChanged',
        'ReferralChanged',
        'ManagementAccountingChanged',
        'ConversationAdded',
        'ConversationRemoved',
      ],
    });
  });

  it.each([
    { event: 'MessageSent', payload: message() },
    { event: 'MessageUpdated', payload: message({ text: 'Исправлено' }) },
    { event: 'MessageDeleted', payload: { id: 100, chat_conversation_id: 7, change_seq: 12 } },
    {
      event: 'MessagesRead',
      payload: {
        chat_conversation_id: 7,
        chat_user_id: 2,
        read_messages: [{ id: 100, read_at: '2026-11-21T09:30:00Z' }],
      },
    },
    { event: 'ConversationUpdated', payload: conversation() },
    {
      event: 'ChatUserLeft',
      payload: { chat_conversation_id: 7, chat_user_id: 3, removed_by_chat_user_id: 2 },
    },
  ] as const)('reads a $event payload', ({ event, payload }) => {
    const schema = presenceChatEventSchemas[event as keyof PresenceChatEvents];
    expect(schema.safeParse(payload).success).toBe(true);
  });

  it.each([
    {
      event: 'ChatConversationNotificationsRead',
      payload: { read_notification_ids: ['9b1c…', 'a2f0…'] },
      ok: true,
    },
    {
      event: 'ChatConversationNotificationsRead',
      payload: { read_notification_ids: [1] },
      ok: false,
    },
    { event: 'ConversationRemoved', payload: { chat_conversation_id: 7 }, ok: true },
    { event: 'CompanyUserRemoved', payload: { company_id: 12 }, ok: true },
    { event: 'CompanyUserRemoved', payload: { company_id: '12' }, ok: false },
    { event: 'ConversationAdded', payload: conversation(), ok: true },
  ] as const)('checks a private-user $event payload: $ok', ({ event, payload, ok }) => {
    expect(privateUserEventSchemas[event].safeParse(payload).success).toBe(ok);
  });

  it.each([
    { payload: { chat_user_id: 1, name: 'Анна Петрова', typing: true }, ok: true },
    { payload: { chat_user_id: 1, name: 'Анна Петрова' }, ok: false },
    { payload: { chat_user_id: 'x', name: 'Анна', typing: false }, ok: false },
  ])('checks client-typing $payload: $ok', ({ payload, ok }) => {
    expect(presenceChatClientEventSchemas['client-typing'].safeParse(payload).success).toBe(ok);
  });
});

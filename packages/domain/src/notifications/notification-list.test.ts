import { describe, expect, it } from 'vitest';

import {
  applyReadNotifications,
  groupNotifications,
  isVisibleInApp,
  removeNotifications,
  unreadNotificationsCount,
  visibleInApp,
} from './notification-list.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  resolveNotificationPreferences,
  type NotificationPreferences,
} from './notification-preferences.ts';

const item = (id: string, created_at: string, read_at: string | null = null) => ({
  id,
  type: 'NEW_CHAT_MESSAGE',
  data: {},
  created_at,
  read_at,
});

describe('unreadNotificationsCount (SPEC §4: unread until read_at is set)', () => {
  it.each([
    { list: [], count: 0 },
    { list: [item('a', '2026-11-21T09:00:00Z')], count: 1 },
    { list: [item('a', '2026-11-21T09:00:00Z', '2026-11-21T09:01:00Z')], count: 0 },
    { list: [{ read_at: '' }, { read_at: null }, { read_at: '2026-11-21T09:01:00Z' }], count: 2 },
  ])('counts $count unread', ({ list, count }) => {
    expect(unreadNotificationsCount(list)).toBe(count);
  });
});

describe('groupNotifications (Сегодня / Вчера / Ранее, Moscow days)', () => {
  // 21 November 2026, 00:30 in Moscow = 20 November 21:30 UTC.
  const now = new Date('2026-11-20T21:30:00Z');

  it('splits by the calendar day in Moscow, newest first', () => {
    const groups = groupNotifications(
      [
        item('прошлая неделя', '2026-11-14T10:00:00Z'),
        item('сегодня ночью', '2026-11-20T21:10:00Z'),
        item('вчера вечером', '2026-11-20T20:59:00Z'),
        item('вчера утром', '2026-11-19T21:00:00Z'),
        item('позавчера', '2026-11-19T20:59:59Z'),
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Сегодня', ['сегодня ночью']],
      ['Вчера', ['вчера вечером', 'вчера утром']],
      ['Ранее', ['позавчера', 'прошлая неделя']],
    ]);
  });

  it.each([
    { name: 'nothing', list: [], labels: [] },
    { name: 'only today', list: [item('a', '2026-11-20T21:20:00Z')], labels: ['Сегодня'] },
    { name: 'a future date', list: [item('a', '2026-11-22T09:00:00Z')], labels: ['Сегодня'] },
    { name: 'an unreadable date', list: [item('a', 'вчера')], labels: ['Ранее'] },
  ])('gives $name the groups $labels', ({ list, labels }) => {
    expect(groupNotifications(list, now).map((g) => g.label)).toEqual(labels);
  });

  it('uses the viewer zone when given', () => {
    const groups = groupNotifications([item('a', '2026-11-20T20:00:00Z')], now, 'UTC');
    expect(groups.map((g) => g.key)).toEqual(['today']);
  });
});

describe('list patches', () => {
  const list = [
    item('a', '2026-11-21T09:00:00Z'),
    item('b', '2026-11-21T09:05:00Z', '2026-11-21T09:06:00Z'),
    item('c', '2026-11-21T09:10:00Z'),
  ];

  it('applies the mark-read answer without touching others', () => {
    const result = applyReadNotifications(list, [
      { id: 'a', read_at: '2026-11-21T10:00:00Z' },
      { id: 'b', read_at: '2026-11-21T10:00:00Z' },
    ]);
    expect(result.map((n) => n.read_at)).toEqual([
      '2026-11-21T10:00:00Z',
      '2026-11-21T09:06:00Z',
      null,
    ]);
    expect(result[2]).toBe(list[2]);
  });

  it('removes the notifications named by ChatConversationNotificationsRead', () => {
    expect(removeNotifications(list, ['a', 'c', 'нет такого']).map((n) => n.id)).toEqual(['b']);
  });
});

describe('visibleInApp (the in_app switch hides a type from the bell)', () => {
  const chatOff = resolveNotificationPreferences({ NEW_CHAT_MESSAGE: { in_app: false } });
  const tariffOffPushOn = resolveNotificationPreferences({
    COMPANY_TARIFF_STATUS_CHANGED: { in_app: false, push: true },
  });
  const list = [
    { id: 'чат', type: 'NEW_CHAT_MESSAGE' },
    { id: 'тариф', type: 'COMPANY_TARIFF_STATUS_CHANGED' },
    { id: 'задача', type: 'TASK_UPDATED' },
    { id: 'новый тип', type: 'SMS_SENT' },
    { id: 'не тип', type: 'toString' },
  ];

  it.each<{
    name: string;
    preferences: NotificationPreferences | null | undefined;
    hidden: string[];
  }>([
    { name: 'the defaults', preferences: DEFAULT_NOTIFICATION_PREFERENCES, hidden: [] },
    { name: 'chat in_app off', preferences: chatOff, hidden: ['чат'] },
    { name: 'tariff in_app off, push on', preferences: tariffOffPushOn, hidden: ['тариф'] },
    { name: 'preferences still loading', preferences: undefined, hidden: [] },
    { name: 'preferences that failed to load', preferences: null, hidden: [] },
  ])('with $name hides $hidden, unknown types stay', ({ preferences, hidden }) => {
    const shown = visibleInApp(list, preferences).map((item) => item.id);
    expect(shown).toEqual(list.map((item) => item.id).filter((id) => !hidden.includes(id)));
  });

  it('keeps the order and does not change the input', () => {
    const input = [...list];
    const shown = visibleInApp(input, chatOff);
    expect(input).toEqual(list);
    expect(shown[0]).toBe(list[1]);
  });

  it.each([
    { type: 'NEW_CHAT_MESSAGE', visible: false },
    { type: 'REPORT_CREATED', visible: true },
    { type: 'SMS_SENT', visible: true },
  ])('tells one type: $type visible $visible with chat off', ({ type, visible }) => {
    expect(isVisibleInApp(type, chatOff)).toBe(visible);
  });
});

import { describe, expect, it } from 'vitest';

import { chatUser, conversation } from './chat.fixtures.ts';
import {
  afterRemovalFrom,
  canLeave,
  canRemoveParticipant,
  CHAT_ERRORS,
  conversationManagers,
  isConversationManager,
  isConversationMaster,
} from './conversation-rules.ts';

const role = (role_slug: string) => ({ role_name: role_slug, role_slug });

describe('conversationManagers (SPEC §6)', () => {
  const base = conversation();
  const withUsers = (slugs: string[]) =>
    conversation({
      users: slugs.map((slug, i) => ({
        id: 11 + i,
        name: `Пользователь ${i + 1}`,
        role: role(slug),
      })),
    });

  it.each([
    { name: 'one manager among clients', c: base, manager: 2, second: null },
    {
      name: 'two users with manager rights',
      c: withUsers(['client', 'manager', 'project_manager']),
      manager: 2,
      second: 3,
    },
    {
      name: 'an admin besides the manager',
      c: withUsers(['admin', 'manager', 'client']),
      manager: 2,
      second: 1,
    },
    {
      name: 'crm counts as manager rights',
      c: withUsers(['crm', 'manager', 'client']),
      manager: 2,
      second: 1,
    },
    {
      name: 'only clients',
      c: withUsers(['client', 'client', 'client']),
      manager: 2,
      second: null,
    },
    {
      name: 'master missing from chat users',
      c: conversation({ chat_user_id: 99 }),
      manager: null,
      second: null,
    },
  ])('$name: manager $manager, second $second', ({ c, manager, second }) => {
    const result = conversationManagers(c);
    expect(result.manager?.id ?? null).toBe(manager);
    expect(result.secondManager?.id ?? null).toBe(second);
  });

  it('finds no second manager whose user has no chat user', () => {
    const c = conversation({
      users: [...conversation().users, { id: 50, name: 'Пётр', role: role('manager') }],
    });
    expect(conversationManagers(c).secondManager).toBeNull();
  });

  it.each([
    { chatUserId: 2, expected: true },
    { chatUserId: 3, expected: true },
    { chatUserId: 1, expected: false },
  ])('tells manager $chatUserId: $expected', ({ chatUserId, expected }) => {
    const c = withUsers(['client', 'manager', 'project_manager']);
    expect(isConversationManager(c, chatUserId)).toBe(expected);
  });
});

describe('master rules (SPEC §6/§8)', () => {
  const c = conversation();

  it.each([
    { chatUserId: 2, master: true },
    { chatUserId: 1, master: false },
  ])('chat user $chatUserId is master: $master', ({ chatUserId, master }) => {
    expect(isConversationMaster(c, chatUserId)).toBe(master);
  });

  it.each([
    { chatUserId: 2, expected: { allowed: false, message: 'Вы не можете покинуть чат' } },
    { chatUserId: 1, expected: { allowed: true } },
  ])('chat user $chatUserId may leave: $expected', ({ chatUserId, expected }) => {
    expect(canLeave({ conversation: c, chatUserId })).toEqual(expected);
  });

  it.each([
    { actor: 2, target: 1, via: 'remove', expected: { allowed: true } },
    { actor: 2, target: 3, via: 'kick', expected: { allowed: true } },
    {
      actor: 1,
      target: 3,
      via: 'remove',
      expected: { allowed: false, message: 'Недостаточно прав' },
    },
    {
      actor: 1,
      target: 2,
      via: 'remove',
      expected: { allowed: false, message: 'Недостаточно прав' },
    },
    {
      actor: 1,
      target: 3,
      via: 'kick',
      expected: { allowed: false, message: 'У вас недостаточно прав' },
    },
    { actor: 1, target: 1, via: 'remove', expected: { allowed: true } },
    {
      actor: 2,
      target: 2,
      via: 'kick',
      expected: { allowed: false, message: 'Вы не можете покинуть чат' },
    },
  ] as const)('$actor removing $target by $via: $expected', ({ actor, target, via, expected }) => {
    expect(
      canRemoveParticipant({
        conversation: c,
        actorChatUserId: actor,
        targetChatUserId: target,
        via,
      }),
    ).toEqual(expected);
  });

  it('removes by «remove» when no way is given', () => {
    expect(
      canRemoveParticipant({ conversation: c, actorChatUserId: 1, targetChatUserId: 3 }),
    ).toEqual({
      allowed: false,
      message: CHAT_ERRORS.NOT_ENOUGH_RIGHTS,
    });
  });

  it('keeps the Russian texts of SPEC §8', () => {
    expect(CHAT_ERRORS).toEqual({
      NOT_ENOUGH_RIGHTS: 'Недостаточно прав',
      KICK_NOT_ALLOWED: 'У вас недостаточно прав',
      MASTER_CANNOT_LEAVE: 'Вы не можете покинуть чат',
      REPLY_TARGET_DELETED: 'Сообщение было удалено',
    });
  });
});

describe('afterRemovalFrom (SPEC §4)', () => {
  it.each([
    { current: 7, expected: null },
    { current: 8, expected: 8 },
    { current: null, expected: null },
  ])(
    'a user in conversation $current removed from 7 is left in $expected',
    ({ current, expected }) => {
      const user = chatUser({ current_chat_conversation_id: current });
      expect(afterRemovalFrom(user, 7).current_chat_conversation_id).toBe(expected);
    },
  );
});

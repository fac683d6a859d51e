import { describe, expect, it } from 'vitest';

import {
  adminUsersQuerySchema,
  blockUserBodySchema,
  changeRoleBodySchema,
  unblockUserBodySchema,
} from './users-admin.schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('the reason of a block', () => {
  it.each([
    { body: { reason: '  Рассылка спама ' }, reason: 'Рассылка спама' },
    { body: { reason: 'Спм' }, reason: 'Спм' },
    { body: { reason: 'я'.repeat(500) }, reason: 'я'.repeat(500) },
  ])('accepts «$body.reason» trimmed', ({ body, reason }) => {
    expect(blockUserBodySchema.parse(body)).toEqual({ reason });
  });

  it.each([
    { body: {}, message: 'Укажите причину блокировки.' },
    { body: { reason: '   ' }, message: 'Укажите причину блокировки.' },
    { body: { reason: '  ок  ' }, message: 'Причина — не короче 3 символов.' },
    { body: { reason: 'я'.repeat(501) }, message: 'Не длиннее 500 символов.' },
  ])('refuses $body with «$message»', ({ body, message }) => {
    expect(firstMessage(blockUserBodySchema.safeParse(body))).toBe(message);
  });

  it('is optional to unblock, the body itself too', () => {
    expect(unblockUserBodySchema.parse(undefined)).toBeUndefined();
    expect(unblockUserBodySchema.parse({})).toEqual({});
    expect(unblockUserBodySchema.parse({ reason: ' Разобрались ' })).toEqual({
      reason: 'Разобрались',
    });
  });
});

describe('the admin users list query and the role', () => {
  it('takes a known role and status and pages from the query string', () => {
    expect(
      adminUsersQuerySchema.parse({ role: 'crm', status: 'BLOCKED', page: '2', search: ' Анна ' }),
    ).toEqual({ role: 'crm', status: 'BLOCKED', page: 2, per_page: 20, search: 'Анна' });
  });

  it.each([
    { query: { role: 'boss' }, message: 'Неизвестная роль.' },
    { query: { status: 'DELETED' }, message: 'Неверный статус.' },
  ])('refuses $query', ({ query, message }) => {
    expect(firstMessage(adminUsersQuerySchema.safeParse(query))).toBe(message);
  });

  it('changes a role only to a role slug of SPEC §6', () => {
    expect(changeRoleBodySchema.parse({ role_slug: 'project_manager' })).toEqual({
      role_slug: 'project_manager',
    });
    expect(firstMessage(changeRoleBodySchema.safeParse({ role_slug: 'root' }))).toBe(
      'Выберите роль из списка.',
    );
  });
});

import { describe, expect, it } from 'vitest';

import { canEditCompany, canManageUsers } from './company-permissions.ts';

describe('who may change what in a company', () => {
  it.each([
    { who: 'Иван Смирнов, владелец ООО «Ромашка»', position: 'owner', users: true, edit: true },
    { who: 'Ольга Кузнецова, администратор компании', position: 'admin', users: true, edit: true },
    { who: 'Пётр Иванов, сотрудник', position: 'employee', users: false, edit: false },
    { who: 'закреплённый менеджер фирмы', position: 'manager', users: false, edit: true },
    { who: 'администратор фирмы (admin/crm)', position: 'staff', users: false, edit: true },
  ])('$who ($position): manages users $users, edits the company $edit', (row) => {
    expect(canManageUsers(row.position)).toBe(row.users);
    expect(canEditCompany(row.position)).toBe(row.edit);
  });
});

import type { AuditEntry } from '@kabinet/domain/audit';
import { describe, expect, it } from 'vitest';

import { actorName, auditFiltersFromParams, auditParamsWith, describeAuditState } from './model.ts';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    action: 'manager.assigned',
    actor: { id: 2, name: 'Админова Ольга' },
    company: { id: 3, name: 'ООО «Ромашка»' },
    subject: { type: 'company', id: 3, name: 'ООО «Ромашка»' },
    before: null,
    after: null,
    created_at: '2026-11-21T09:05:00.000Z',
    ...overrides,
  };
}

describe('audit filters in the URL', () => {
  it('reads the filters and ignores an unknown action or a broken id', () => {
    expect(
      auditFiltersFromParams(new URLSearchParams('action=company.deleted&actor=abc&company=7')),
    ).toEqual({ search: '', action: '', actor: '', company: '7', page: 1 });
  });

  it('goes back to the first page when a filter changes', () => {
    const next = auditParamsWith(new URLSearchParams('page=4&company=7'), {
      action: 'user.blocked',
    });
    expect(next.toString()).toBe('company=7&action=user.blocked');
  });
});

describe('describeAuditState', () => {
  it.each([
    { state: null, expected: '—' },
    { state: { managers: [] }, expected: 'Не назначен' },
    {
      state: {
        managers: [
          { id: 1, name: 'Смирнова Мария' },
          { id: 2, name: 'Иванов Олег' },
        ],
      },
      expected: 'Смирнова Мария, Иванов Олег',
    },
    { state: { accepting_new_clients: false }, expected: 'Не принимает новых клиентов' },
    {
      state: { accepting_new_clients: true, working_hours: 'Пн–Пт 9:00–18:00' },
      expected: 'Принимает новых клиентов · Часы работы: Пн–Пт 9:00–18:00',
    },
  ])('shows $state as «$expected»', ({ state, expected }) => {
    expect(describeAuditState(entry(), state)).toBe(expected);
  });

  it('names a tariff status and a user status in Russian, with the comment', () => {
    const tariff = entry({ subject: { type: 'company_tariff', id: 5, name: 'Финансовый' } });
    expect(describeAuditState(tariff, { status: 'ACTIVE', comment: 'Оплата поступила' })).toBe(
      'Активен · «Оплата поступила»',
    );
    const user = entry({ subject: { type: 'user', id: 6, name: 'Сидоров Пётр' } });
    expect(describeAuditState(user, { status: 'BLOCKED' })).toBe('Заблокирован');
    expect(describeAuditState(user, { status: 'BLOCKED', reason: 'Спам' })).toBe(
      'Заблокирован · Причина: «Спам»',
    );
  });

  it('names an invoice status, money and the seller (billing)', () => {
    const invoice = entry({ subject: { type: 'invoice', id: 7, name: 'Счёт № 2026-0012' } });
    expect(describeAuditState(invoice, { status: 'cancelled', reason: 'Клиент передумал' })).toBe(
      'Отменён · Причина: «Клиент передумал»',
    );
    expect(describeAuditState(invoice, { paid_kopecks: 1_500_000 })).toBe(
      'Оплачено: 15\u00a0000\u00a0₽',
    );
    expect(describeAuditState(entry(), { balance_kopecks: 250_000 })).toBe(
      'Баланс: 2\u00a0500\u00a0₽',
    );
    const settings = entry({ subject: { type: 'billing_settings', id: null, name: 'ООО «Учёт»' } });
    expect(describeAuditState(settings, { name: 'ООО «Учёт»', inn: '7709876545' })).toBe(
      'ООО «Учёт», ИНН 7709876545',
    );
  });

  it('names a role and counts sessions (admin users)', () => {
    const user = entry({ subject: { type: 'user', id: 6, name: 'Сидоров Пётр' } });
    expect(describeAuditState(user, { role_slug: 'project_manager' })).toBe('Руководитель проекта');
    expect(describeAuditState(user, { sessions: 3 })).toBe('3 сеанса');
    expect(describeAuditState(user, { sessions: 0 })).toBe('0 сеансов');
  });
});

describe('actorName', () => {
  it('names the staff member, or the system for an automatic change', () => {
    expect(actorName(entry())).toBe('Админова Ольга');
    expect(actorName(entry({ actor: null }))).toBe('Система');
    expect(actorName(entry({ actor: { id: 9, name: '' } }))).toBe('Пользователь №9');
  });
});

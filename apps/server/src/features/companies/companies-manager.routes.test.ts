// The client sees its manager: GET /companies/{id}/manager, the «Ваш менеджер» card.
import { companyManagerSchema } from '@kabinet/domain/companies';
import { dataEnvelope } from '@kabinet/domain/shared';
import { describe, expect, it } from 'vitest';

import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { saveStaffProfile } from './companies-staff.repository.ts';
import { addMember, companyWithOwner, signIn } from './companies.test-support.ts';

const t = useTestApp();
const answerSchema = dataEnvelope(companyManagerSchema.nullable());

function cardOf(headers: object, companyId: number) {
  return t.app.inject({
    url: `/api/v1/companies/${companyId}/manager`,
    headers: headers as Record<string, string>,
  });
}

describe('GET /api/v1/companies/{id}/manager', () => {
  it('shows the company’s members its manager with phone and working hours', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const manager = await signIn(t.app, t.db, {
      roleSlug: 'manager',
      name: 'Мария',
      lastName: 'Смирнова',
      patronymic: 'Ивановна',
      phone: '79161234567',
    });
    await t.db.insert(staffAssignments).values({ companyId: company.id, userId: manager.user.id });
    await saveStaffProfile(t.db, manager.user.id, {
      workingHours: 'Пн–Пт, 9:00–18:00 МСК',
      updatedAt: new Date(),
    });
    for (const who of [owner, employee, manager]) {
      const response = await cardOf(who.headers, company.id);
      expect(response.statusCode).toBe(200);
      expect(answerSchema.parse(response.json()).data).toEqual({
        id: manager.user.id,
        name: 'Мария',
        last_name: 'Смирнова',
        patronymic: 'Ивановна',
        email: manager.user.email,
        phone: '79161234567',
        position: 'Менеджер',
        avatar: null,
        working_hours: 'Пн–Пт, 9:00–18:00 МСК',
      });
    }
  });

  it('answers null while no manager is assigned', async () => {
    const { owner, company } = await companyWithOwner(t.app, t.db);
    const response = await cardOf(owner.headers, company.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it('shows a client of company B nothing of company A: 404 as for a missing company', async () => {
    const a = await companyWithOwner(t.app, t.db);
    const b = await companyWithOwner(t.app, t.db);
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    await t.db
      .insert(staffAssignments)
      .values({ companyId: a.company.id, userId: manager.user.id });
    const foreign = await cardOf(b.owner.headers, a.company.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Компания не найдена.');
    expect((await cardOf(b.owner.headers, 2_000_000_000)).statusCode).toBe(404);
    const otherManager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    expect((await cardOf(otherManager.headers, a.company.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/companies/${a.company.id}/manager` })).statusCode,
    ).toBe(401);
  });
});

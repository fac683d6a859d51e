// «Счета к оплате» on the staff home. A manager sees the open invoices of the
// companies assigned to them, an admin every company's; overdue first; paid and cancelled never.
import { formatKopecks } from '@kabinet/domain/money';
import { describe, expect, it } from 'vitest';

import type { UserRow } from '../../db/schema/users.ts';
import { errorBody } from '../../platform/errors.ts';
import { staffAreaOnly } from '../../platform/auth-hook.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { assignStaff } from '../companies/companies-admin.repository.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { recordPayment } from './billing.fixtures.ts';

const t = useTestApp();

type Listed = {
  id: number;
  number: string;
  company: { id: number; name: string };
  status: string;
  status_name: string;
  total_kopecks: number;
  paid_kopecks: number;
  due_kopecks: number;
  due_date: string;
  days_overdue: number;
};

/** A top-up invoice of `kopecks` the client issues to their company; its wire form. */
async function topUp(client: TariffClient, kopecks: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${client.company.id}/invoices/top-up`,
    headers: bearer(await loginAs(t.app, client.user)),
    payload: { amount_kopecks: kopecks },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; number: string; due_date: string };
}

/** GET /staff/invoices as a staff user signed in afresh (tokens idle out as the clock jumps). */
async function staffInvoices(user: UserRow, query = '') {
  const response = await t.app.inject({
    url: `/api/v1/staff/invoices${query}`,
    headers: bearer(await loginAs(t.app, user)),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Listed[];
}

/**
 * Two companies with open invoices: «served» (assigned to the manager) and «other». In served,
 * one invoice is overdue (issued on 21 November, due 26th), one fresh, one paid, one cancelled.
 */
async function arrange() {
  t.clock.set(NOW);
  const admin = await createStaff(t, 'admin');
  const manager = await createStaff(t, 'manager');
  const served = await createTariffClient(t);
  const other = await createTariffClient(t);
  await assignStaff(t.db, {
    companyId: served.company.id,
    userId: manager.user.id,
    assignedBy: null,
  });

  const old = await topUp(served, 50_000);
  const paid = await topUp(served, 70_000);
  const cancelled = await topUp(served, 80_000);
  expect(
    (
      await recordPayment(t, paid.id, admin.headers, {
        amount_kopecks: 70_000,
        paid_on: '2026-11-21',
        order_number: '15',
      })
    ).statusCode,
  ).toBe(200);
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/invoices/${cancelled.id}/cancel`,
    headers: admin.headers,
    payload: { reason: 'Выставлен по ошибке' },
  });
  expect(cancel.statusCode).toBe(200);

  // 27 November: the month job finds the first invoice past its due date.
  t.clock.set(new Date('2026-11-27T06:00:00Z'));
  const fresh = await topUp(served, 120_000);
  const elsewhere = await topUp(other, 30_000);
  expect((await t.app.billingMonth.runMonth()).overdue).toBe(1);
  // Three days later the manager opens the home.
  t.clock.set(new Date('2026-11-30T09:00:00Z'));
  return { admin, manager, served, other, old, paid, cancelled, fresh, elsewhere };
}

describe('GET /api/v1/staff/invoices', () => {
  it('gives a manager the open invoices of their companies, overdue first, with days overdue', async () => {
    const { manager, served, old, fresh } = await arrange();
    const listed = await staffInvoices(manager.user);
    expect(listed).toEqual([
      {
        id: old.id,
        number: old.number,
        company: { id: served.company.id, name: served.company.name },
        status: 'overdue',
        status_name: 'Просрочен',
        total_kopecks: 50_000,
        paid_kopecks: 0,
        due_kopecks: 50_000,
        due_date: '2026-11-26',
        days_overdue: 4,
      },
      expect.objectContaining({
        id: fresh.id,
        status: 'issued',
        status_name: 'Выставлен',
        due_kopecks: 120_000,
        due_date: fresh.due_date,
        days_overdue: 0,
      }),
    ]);
    expect(formatKopecks(listed[0]!.due_kopecks)).toBe('500,00\u00a0₽');
  });

  it('gives an admin every company’s open invoices, overdue first, never a paid or cancelled one', async () => {
    const { admin, old, fresh, elsewhere, paid, cancelled } = await arrange();
    const listed = await staffInvoices(admin.user);
    const ours = new Set([old.id, fresh.id, elsewhere.id, paid.id, cancelled.id]);
    expect(listed.filter((invoice) => ours.has(invoice.id)).map((invoice) => invoice.id)).toEqual([
      old.id,
      fresh.id,
      elsewhere.id,
    ]);
    // The whole list: every overdue invoice before the others, each group by due date.
    const rank = listed.map((invoice) => [invoice.status === 'overdue' ? 0 : 1, invoice.due_date]);
    expect(rank).toEqual([...rank].sort((a, b) => String(a).localeCompare(String(b))));
    expect(listed.every((invoice) => invoice.due_kopecks > 0)).toBe(true);
  });

  it('answers only the overdue ones with ?status=overdue', async () => {
    const { admin, manager, old, fresh } = await arrange();
    expect((await staffInvoices(manager.user, '?status=overdue')).map((i) => i.id)).toEqual([
      old.id,
    ]);
    const all = await staffInvoices(admin.user, '?status=overdue');
    expect(all.map((invoice) => invoice.id)).toContain(old.id);
    expect(all.map((invoice) => invoice.id)).not.toContain(fresh.id);
    expect(all.every((invoice) => invoice.status === 'overdue')).toBe(true);
  });

  it('shows a manager with no assigned company nothing, and refuses a client', async () => {
    const { served } = await arrange();
    const idle = await createStaff(t, 'manager');
    expect(await staffInvoices(idle.user)).toEqual([]);

    const client = await t.app.inject({
      url: '/api/v1/staff/invoices',
      headers: bearer(await loginAs(t.app, served.user)),
    });
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual(errorBody(staffAreaOnly()));
  });

  it('refuses an unknown status in Russian', async () => {
    const { admin } = await arrange();
    const response = await t.app.inject({
      url: '/api/v1/staff/invoices?status=paid',
      headers: bearer(await loginAs(t.app, admin.user)),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: ['Неверный статус.'] });
  });
});

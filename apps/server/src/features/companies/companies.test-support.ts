// Test data builders for the companies tests: checksum-valid identifiers and a member set-up.
import { isValidInn, isValidSettlementAccount } from '@kabinet/domain/companies';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import { addCompanyUser } from './companies.repository.ts';

let innSequence = 10_000;

/** A fresh checksum-valid 10-digit INN (organisation) in region 77. */
export function nextLegalInn(): string {
  for (;;) {
    innSequence += 1;
    const base = `7799${String(innSequence % 100_000).padStart(5, '0')}`;
    for (let digit = 0; digit <= 9; digit += 1) {
      if (isValidInn(`${base}${digit}`)) return `${base}${digit}`;
    }
  }
}

/** A settlement account (40702 810 …) whose control key matches the BIK. */
export function validAccount(bik: string, tail = '0000001'): string {
  for (let key = 0; key <= 9; key += 1) {
    const account = `40702810${key}0000${tail}`.slice(0, 20);
    if (isValidSettlementAccount(account, bik)) return account;
  }
  throw new Error('no key found');
}

/** A settlement account for the BIK with a wrong control key. */
export function wrongKeyAccount(bik: string): string {
  const good = validAccount(bik);
  const key = (Number(good[8]) + 1) % 10;
  return `${good.slice(0, 8)}${key}${good.slice(9)}`;
}

export type SignedIn = { user: UserRow; token: string; headers: { authorization: string } };

export async function signIn(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<SignedIn> {
  const user = await createUser(db, overrides);
  const token = await loginAs(app, user);
  return { user, token, headers: bearer(token) };
}

/** POST /api/v1/companies as `who` (SPEC §7 create-company). */
export function postCompany(app: FastifyInstance, who: SignedIn, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/companies', headers: who.headers, payload });
}

/** An owner with a company, plus optionally other members by position. */
export async function companyWithOwner(app: FastifyInstance, db: Db) {
  const owner = await signIn(app, db);
  const company = await createCompany(db, owner.user.id, { inn: nextLegalInn() });
  return { owner, company };
}

export async function addMember(
  app: FastifyInstance,
  db: Db,
  companyId: number,
  position: 'admin' | 'employee',
): Promise<SignedIn> {
  const member = await signIn(app, db);
  await addCompanyUser(db, { companyId, userId: member.user.id, position });
  return member;
}

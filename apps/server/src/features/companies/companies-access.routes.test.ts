// The A-versus-B matrix (security R13/R14): a user of company A, a manager not
// assigned to B and an employee of B are refused on every company-scoped endpoint of B;
// a foreign company answers exactly like a missing one; the assigned manager and admin pass.
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';

import {
  addMember,
  companyWithOwner,
  signIn,
  validAccount,
  type SignedIn,
} from './companies.test-support.ts';

const t = useTestApp();
const SBER = '044525225';
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const CANARY = 'ООО «Канарейка-Б»';

type World = {
  a: SignedIn;
  b: SignedIn;
  bEmployee: SignedIn;
  bCompanyId: number;
  bankId: number;
  documentId: number;
  invitationId: number;
  assignedManager: SignedIn;
  otherManager: SignedIn;
  admin: SignedIn;
};
const w = {} as World;

type Call = { name: string; request: (world: World) => InjectOptions; write: boolean };

const json = (method: InjectOptions['method'], url: string, payload?: object) => ({
  method,
  url,
  payload,
});

/** Every company-scoped endpoint of company B, with a body that passes validation. */
const CALLS: Call[] = [
  {
    name: 'GET /companies/{id}',
    write: false,
    request: (x) => json('GET', `/api/v1/companies/${x.bCompanyId}`),
  },
  {
    name: 'GET /companies/{id}/full',
    write: false,
    request: (x) => json('GET', `/api/v1/companies/${x.bCompanyId}/full`),
  },
  {
    name: 'GET /companies/{id}/requisites',
    write: false,
    request: (x) => json('GET', `/api/v1/companies/${x.bCompanyId}/requisites`),
  },
  {
    name: 'PUT /companies/{id}',
    write: true,
    request: (x) => json('PUT', `/api/v1/companies/${x.bCompanyId}`, { name: 'ООО «Захват»' }),
  },
  {
    name: 'POST /companies/{id}/edit',
    write: true,
    request: (x) =>
      json('POST', `/api/v1/companies/${x.bCompanyId}/edit`, { name: 'ООО «Захват»' }),
  },
  {
    name: 'POST /companies/fill/{id}',
    write: true,
    request: (x) =>
      json('POST', `/api/v1/companies/fill/${x.bCompanyId}`, {
        director: { director_name: 'Захватов', director_post: 'Директор' },
      }),
  },
  {
    name: 'DELETE /companies/{id}',
    write: true,
    request: (x) => json('DELETE', `/api/v1/companies/${x.bCompanyId}`),
  },
  {
    name: 'GET /companies/{id}/banks',
    write: false,
    request: (x) => json('GET', `/api/v1/companies/${x.bCompanyId}/banks`),
  },
  {
    name: 'POST /companies/{id}/banks',
    write: true,
    request: (x) =>
      json('POST', `/api/v1/companies/${x.bCompanyId}/banks`, {
        bik: SBER,
        account: validAccount(SBER, '0000077'),
      }),
  },
  {
    name: 'PUT /companies/{id}/banks/{bankId}',
    write: true,
    request: (x) =>
      json('PUT', `/api/v1/companies/${x.bCompanyId}/banks/${x.bankId}`, {
        bik: SBER,
        account: validAccount(SBER, '0000078'),
      }),
  },
  {
    name: 'DELETE /companies/{id}/banks/{bankId}',
    write: true,
    request: (x) => json('DELETE', `/api/v1/companies/${x.bCompanyId}/banks/${x.bankId}`),
  },
  {
    name: 'GET /companies/{id}/users',
    write: false,
    request: (x) => json('GET', `/api/v1/companies/${x.bCompanyId}/users`),
  },
  {
    name: 'POST /companies/{id}/invitations',
    write: true,
    request: (x) =>
      json('POST', `/api/v1/companies/${x.bCompanyId}/invitations`, {
        email: 'spy@a.test',
        position: 'admin',
      }),
  },
  {
    name: 'DELETE /companies/{id}/invitations/{invitationId}',
    write: true,
    request: (x) =>
      json('DELETE', `/api/v1/companies/${x.bCompanyId}/invitations/${x.invitationId}`),
  },
  {
    name: 'PUT /companies/{id}/users/{userId}',
    write: true,
    request: (x) =>
      json('PUT', `/api/v1/companies/${x.bCompanyId}/users/${x.bEmployee.user.id}`, {
        position: 'admin',
      }),
  },
  {
    name: 'DELETE /companies/{id}/users/{userId}',
    write: true,
    request: (x) =>
      json('DELETE', `/api/v1/companies/${x.bCompanyId}/users/${x.bEmployee.user.id}`),
  },
  {
    name: 'GET /companies/{id}/documents',
    write: false,
    request: (x) => json('GET', `/api/v1/companies/${x.bCompanyId}/documents`),
  },
  {
    name: 'POST /companies/{id}/documents',
    write: true,
    request: (x) => {
      const body = multipartFile('file', 'spy.pdf', 'application/pdf', PDF);
      return { method: 'POST', url: `/api/v1/companies/${x.bCompanyId}/documents`, ...body };
    },
  },
  {
    name: 'GET /companies/{id}/documents/{documentId}/download',
    write: false,
    request: (x) =>
      json('GET', `/api/v1/companies/${x.bCompanyId}/documents/${x.documentId}/download`),
  },
  {
    name: 'DELETE /companies/{id}/documents/{documentId}',
    write: true,
    request: (x) => json('DELETE', `/api/v1/companies/${x.bCompanyId}/documents/${x.documentId}`),
  },
];

async function call(who: SignedIn, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...who.headers } });
}

beforeAll(async () => {
  const a = await companyWithOwner(t.app, t.db);
  const b = await companyWithOwner(t.app, t.db);
  w.a = a.owner;
  w.b = b.owner;
  w.bCompanyId = b.company.id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/companies/${b.company.id}`,
    headers: b.owner.headers,
    payload: { name: CANARY },
  });
  w.bEmployee = await addMember(t.app, t.db, b.company.id, 'employee');
  const bank = await call(
    b.owner,
    json('POST', `/api/v1/companies/${b.company.id}/banks`, {
      bik: SBER,
      account: validAccount(SBER),
    }),
  );
  w.bankId = bank.json().data.id;
  const file = multipartFile('file', 'Устав.pdf', 'application/pdf', PDF);
  const document = await call(b.owner, {
    method: 'POST',
    url: `/api/v1/companies/${b.company.id}/documents`,
    ...file,
  });
  w.documentId = document.json().data.id;
  const invitation = await call(
    b.owner,
    json('POST', `/api/v1/companies/${b.company.id}/invitations`, {
      email: 'friend@b.test',
      position: 'employee',
    }),
  );
  w.invitationId = invitation.json().data.id;
  w.admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
  w.assignedManager = await signIn(t.app, t.db, { roleSlug: 'manager' });
  w.otherManager = await signIn(t.app, t.db, { roleSlug: 'manager' });
  await call(
    w.admin,
    json('POST', `/api/v1/admin/companies/${b.company.id}/managers`, {
      user_id: w.assignedManager.user.id,
    }),
  );
});

describe('a user of company A on every endpoint of company B', () => {
  it.each(CALLS.map((item) => [item.name, item] as const))(
    '%s answers 404 exactly like a missing company and leaks nothing',
    async (_name, item) => {
      const foreign = await call(w.a, item.request(w));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(CANARY);
      const missingOptions = item.request({ ...w, bCompanyId: 999_999 });
      const missing = await call(w.a, missingOptions);
      expect(foreign.body).toBe(missing.body);
    },
  );

  it('cannot read the active company of B’s owner', async () => {
    const response = await call(
      w.a,
      json('GET', `/api/v1/companies/active-by-user-id/${w.b.user.id}`),
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(CANARY);
  });

  it('cannot accept an invitation of B addressed to someone else', async () => {
    const response = await call(w.a, json('POST', `/api/v1/invitations/${w.invitationId}/accept`));
    expect(response.statusCode).toBe(404);
  });

  it('does not see B in its list, and the search shows only B’s public requisites', async () => {
    const list = await call(w.a, json('GET', '/api/v1/companies'));
    expect(list.body).not.toContain(CANARY);
    const search = await call(
      w.a,
      json('GET', `/api/v1/companies/search/${encodeURIComponent('Канарейка')}`),
    );
    const [hit] = search.json().data as Record<string, unknown>[];
    expect(Object.keys(hit ?? {}).sort()).toEqual(
      [
        'director_name',
        'director_post',
        'full_name',
        'inn',
        'kpp',
        'legal_address',
        'name',
        'ogrn',
        'registered',
        'source',
        'status',
      ].sort(),
    );
    expect(hit).toMatchObject({ director_name: '', legal_address: null });
  });
});

describe('a manager not assigned to B', () => {
  it.each(CALLS.map((item) => [item.name, item] as const))(
    '%s answers 404',
    async (_name, item) => {
      const response = await call(w.otherManager, item.request(w));
      expect(response.statusCode).toBe(404);
    },
  );
});

describe('an employee of B', () => {
  it.each(
    CALLS.filter((item) => item.write && !item.name.includes('documents')).map(
      (item) => [item.name, item] as const,
    ),
  )('%s is refused with 403', async (_name, item) => {
    const request = item.request(w);
    // The employee may leave B (remove themself), so that case targets the owner instead.
    const options =
      item.name === 'DELETE /companies/{id}/users/{userId}'
        ? json('DELETE', `/api/v1/companies/${w.bCompanyId}/users/${w.b.user.id}`)
        : request;
    const response = await call(w.bEmployee, options);
    expect(response.statusCode).toBe(403);
  });
});

describe('staff who may see B', () => {
  it.each(CALLS.filter((item) => !item.write).map((item) => [item.name, item] as const))(
    '%s answers 200 to the assigned manager and to admin',
    async (_name, item) => {
      for (const who of [w.assignedManager, w.admin]) {
        const response = await call(who, item.request(w));
        expect(response.statusCode).toBe(200);
      }
    },
  );

  it('lets the assigned manager fill B but not manage its users', async () => {
    const fill = await call(
      w.assignedManager,
      json('POST', `/api/v1/companies/fill/${w.bCompanyId}`, { requisites: { activity: '69.20' } }),
    );
    expect(fill.statusCode).toBe(200);
    const invite = await call(
      w.assignedManager,
      json('POST', `/api/v1/companies/${w.bCompanyId}/invitations`, {
        email: 'm@b.test',
        position: 'employee',
      }),
    );
    expect(invite.statusCode).toBe(403);
  });

  it('lets the assigned manager read the active company of B’s owner', async () => {
    const response = await call(
      w.assignedManager,
      json('GET', `/api/v1/companies/active-by-user-id/${w.b.user.id}`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(w.bCompanyId);
  });
});

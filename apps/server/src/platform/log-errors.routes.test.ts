import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { useTestApp } from '../testing/build-test-app.ts';
import { createUser } from '../testing/factories.ts';
import { bearer, loginAs } from '../testing/login-as.ts';

import { withoutQueryValues } from './log-errors.ts';

/** Every line the app's logger writes, parsed. */
const lines: Record<string, unknown>[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };

const t = useTestApp({ logger: { level: 'info', stream } });

describe('a failed query through HTTP', () => {
  it('is logged with its statement, driver code and request id, never the values', async () => {
    const admin = await createUser(t.db, { roleSlug: 'admin', email: 'admin.log@example.ru' });
    const headers = { ...bearer(await loginAs(t.app, admin)), 'x-request-id': 'req-log-check' };
    // The audit log's search is the only reader of audit_log: without the table it fails.
    await t.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/audit?search=${encodeURIComponent('Пароль от банка 12345')}`,
        headers,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: expect.stringMatching(/[а-я]/) });
    } finally {
      await t.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    const logged = JSON.stringify(lines);
    const failure = lines.find((line) => line.level === 50 && line.reqId === 'req-log-check');
    expect(JSON.stringify(failure)).toMatch(/Failed query: select .*audit_log/);
    expect(JSON.stringify(failure)).toContain('42P01');
    expect(logged).toContain('/api/v1/admin/audit?search');
    expect(logged).not.toContain('Пароль от банка');
    expect(logged).not.toContain(encodeURIComponent('Пароль'));
    expect(logged).not.toContain('12345');
  });
});

describe('withoutQueryValues', () => {
  it('keeps the path and the names of the query, never the values', () => {
    expect(withoutQueryValues('/x?search=Иванов&page=2')).toBe('/x?search&page');
    expect(withoutQueryValues('/x')).toBe('/x');
    expect(withoutQueryValues('/x?')).toBe('/x?');
  });
});

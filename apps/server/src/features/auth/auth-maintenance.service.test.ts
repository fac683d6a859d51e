import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { loginAs } from '../../testing/login-as.ts';

import { findTokenById } from './auth-tokens.repository.ts';
import { createAuthMaintenance } from './auth-maintenance.service.ts';

const t = useTestApp();

describe('auth maintenance', () => {
  it('prunes expired tokens and keeps live ones', async () => {
    const user = await createUser(t.db);
    const old = await loginAs(t.app, user);
    t.clock.advance(31 * 86_400);
    const fresh = await loginAs(t.app, user);
    const result = await createAuthMaintenance({ db: t.db, clock: t.clock }).pruneExpired();
    expect(result.tokens).toBeGreaterThanOrEqual(1);
    expect(await findTokenById(t.db, Number(old.split('|')[0]))).toBeNull();
    expect(await findTokenById(t.db, Number(fresh.split('|')[0]))).not.toBeNull();
  });
});

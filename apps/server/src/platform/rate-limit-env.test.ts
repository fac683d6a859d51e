// The budgets of the costly routes are the operator's to set: RATE_LIMIT_* in the environment
// widen or narrow them (a bot that posts, an attack), a wrong value stops start-up, and a set
// value is what the running app counts against.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../config.ts';
import { useTestApp } from '../testing/build-test-app.ts';
import { createCompany, createUser } from '../testing/factories.ts';
import { bearer, loginAs } from '../testing/login-as.ts';

import { RATE_BUDGETS, rateBudgetsFromEnv } from './rate-limit.ts';

const configWith = async (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'kabinet-rate-')), ...env });

describe('RATE_LIMIT_* settings', () => {
  it('set the named budgets, in calls per the default window or calls/seconds', async () => {
    const config = await configWith({
      RATE_LIMIT_CHAT_SEND: '600/60',
      RATE_LIMIT_CODES: '5',
      RATE_LIMIT_LOOKUP: ' 10 / 1 ',
    });
    expect(config.rateBudgets).toEqual({
      chatSend: { max: 600, timeWindow: 60_000 },
      codes: { max: 5, timeWindow: RATE_BUDGETS.codes.timeWindow },
      lookup: { max: 10, timeWindow: 1000 },
    });
    expect((await configWith({})).rateBudgets).toEqual({});
  });

  it('refuse what is not a budget, naming the variable', async () => {
    for (const value of ['0', 'много', '10/0', '-5', '10/', '1.5', '10/999999']) {
      await expect(configWith({ RATE_LIMIT_CHAT_SEND: value })).rejects.toThrow(ConfigError);
      await expect(configWith({ RATE_LIMIT_CHAT_SEND: value })).rejects.toThrow(
        /RATE_LIMIT_CHAT_SEND/,
      );
    }
    expect(() => rateBudgetsFromEnv({ RATE_LIMIT_UPLOAD: '1e3' })).toThrow(/RATE_LIMIT_UPLOAD/);
  });
});

describe('a budget set in the environment', () => {
  // The app as main.ts builds it from its config: one chat search a minute, not the default 30.
  const t = useTestApp({
    config: { rateBudgets: rateBudgetsFromEnv({ RATE_LIMIT_CHAT_SEARCH: '1/60' }) },
  });
  let companyId: number;
  let owner: { authorization: string };
  let colleague: { authorization: string };

  beforeAll(async () => {
    const user = await createUser(t.db);
    companyId = (await createCompany(t.db, user.id)).id;
    owner = bearer(await loginAs(t.app, user));
    colleague = bearer(await loginAs(t.app, await createUser(t.db)));
  });

  const search = (headers: { authorization: string }) =>
    t.app.inject({
      url: `/api/v1/chat/messages/search-by-company/${companyId}?query=${encodeURIComponent('акт сверки')}`,
      headers,
    });

  it('is what the running app counts against', async () => {
    expect(RATE_BUDGETS.chatSearch.max).toBeGreaterThan(1);
    expect((await search(owner)).statusCode).toBe(200);
    const second = await search(owner);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(1);
    // Counted per account: another caller still has the budget (whatever it may see).
    expect((await search(colleague)).statusCode).not.toBe(429);
  });
});

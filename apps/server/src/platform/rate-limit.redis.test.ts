// Runs only with TEST_REDIS_URL (apps/server/vitest.config.ts). With REDIS_URL set the
// budgets are counted in Redis, so a caller spreading calls over two nodes gets one budget.
import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { useTestApp } from '../testing/build-test-app.ts';

const config = {
  redisUrl: process.env.TEST_REDIS_URL ?? '',
  redisPrefix: `kabinet-test-${randomBytes(6).toString('hex')}`,
};
const rateBudgets = { codes: { max: 2, timeWindow: 60_000 } };
const a = useTestApp({ config, rateBudgets });
const b = useTestApp({ config, rateBudgets });

let contacts = 0;
const sendCode = (node: typeof a) =>
  node.app.inject({
    method: 'POST',
    url: '/api/v1/register/code/send/email',
    payload: { email: `redis${(contacts += 1)}@kabinet.test` },
    remoteAddress: '198.51.100.4',
  });

describe('rate limits over Redis', () => {
  it('share one budget per caller between the nodes', async () => {
    expect((await sendCode(a)).statusCode).toBe(200);
    expect((await sendCode(b)).statusCode).toBe(200);
    const refused = await sendCode(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Слишком много запросов/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

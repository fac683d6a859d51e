import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

// Codes of different purposes to one contact: each purpose has its own resend pause, while the
// hourly cap counts them all (security R03).
const t = useTestApp({ rateBudgets: { codes: { max: 1_000, timeWindow: 60_000 } } });

const registerCode = (phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/register/code/send/phone', payload: { phone } });

async function phoneChangeCode(phone: string) {
  const user = await createUser(t.db);
  const headers = bearer(await loginAs(t.app, user));
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/phone/code',
    headers,
    payload: { phone },
  });
}

describe('the resend pause of codes', () => {
  it('holds a code of the same purpose only: another purpose to the same phone is sent at once', async () => {
    expect((await phoneChangeCode('79265550301')).statusCode).toBe(200);
    t.clock.advance(5);
    const other = await registerCode('79265550301');
    expect(other.statusCode).toBe(200);
    expect(t.outbox.map((message) => message.purpose)).toEqual(['change-phone', 'register']);

    t.clock.advance(5);
    const same = await registerCode('79265550301');
    expect(same.statusCode).toBe(429);
    expect(same.headers['retry-after']).toBe('55');
    expect(same.json().message).toBe('Новый код можно запросить через 55 с.');
  });

  it('counts every purpose in the hourly cap of a contact', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await phoneChangeCode('79265550302')).statusCode).toBe(200);
      expect((await registerCode('79265550302')).statusCode).toBe(200);
      t.clock.advance(61);
    }
    const eleventh = await registerCode('79265550302');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('Слишком много кодов за час. Попробуйте позже.');
  });
});

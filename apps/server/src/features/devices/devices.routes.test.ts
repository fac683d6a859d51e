import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import { invalidWebSubscription, notYourDevices } from './devices.service.ts';

const t = useTestApp();

describe('POST /api/user/{id}/device-subscribe', () => {
  it('adds the device once and shows it in the user', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const subscribe = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${user.id}/device-subscribe`,
        headers: bearer(token),
        payload: { token: 'fcm-абв-1', platform: 'android' },
      });
    const first = await subscribe();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      token: 'fcm-абв-1',
      device_info: { platform: 'android' },
    });
    expect((await subscribe()).json().data.id).toBe(first.json().data.id);
    const me = await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) });
    expect(me.json().data.devices).toHaveLength(1);
  });

  it('answers 403 for another user and 422 for an unknown platform', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/user/${other.id}/device-subscribe`,
      headers: bearer(token),
      payload: { token: 'x', platform: 'web' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(errorBody(notYourDevices()));
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/device-subscribe`,
      headers: bearer(token),
      payload: { token: 'x', platform: 'symbian' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ platform: ['Платформа: web, android или ios.'] });
  });

  it('accepts a web subscription of a known push service and refuses any other endpoint (R28)', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const keys = { p256dh: 'BExamplePublicKey', auth: 'c2VjcmV0' };
    const subscribe = (subscriptionToken: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${user.id}/device-subscribe`,
        headers: bearer(token),
        payload: { token: subscriptionToken, platform: 'web' },
      });
    const chrome = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/dXNlcjE:APA91b',
      expirationTime: null,
      keys,
    });
    expect((await subscribe(chrome)).statusCode).toBe(200);

    for (const refused of [
      JSON.stringify({ endpoint: 'http://169.254.169.254/latest/meta-data', keys }),
      JSON.stringify({ endpoint: 'https://fcm.googleapis.com.evil.example/x', keys }),
      JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }),
      'fcm-registration-token-not-a-subscription',
    ]) {
      const answer = await subscribe(refused);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual(errorBody(invalidWebSubscription()));
    }
    const me = await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) });
    expect(me.json().data.devices.map((device: { token: string }) => device.token)).toEqual([
      chrome,
    ]);
  });
});

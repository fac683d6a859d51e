// The caller's notification preferences, type × channel — defaults, changes merged and
// kept, Russian field errors for what does not exist, and nobody else's preferences touched.
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
} from '@kabinet/domain/notifications';
import { describe, expect, it } from 'vitest';

import { notificationPreferences } from '../../db/schema/notifications.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

const t = useTestApp();
const URL = '/api/v1/notification-preferences';

async function signedIn() {
  const user = await createUser(t.db);
  return { user, headers: bearer(await loginAs(t.app, user)) };
}

const read = (headers: { authorization: string }) => t.app.inject({ url: URL, headers });
const change = (headers: { authorization: string } | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: URL,
    ...(headers ? { headers } : {}),
    payload: payload as object,
  });

describe('GET /api/v1/notification-preferences', () => {
  it('answers the defaults, every type × channel, to a user who never changed them', async () => {
    const me = await signedIn();
    const answer = await read(me.headers);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as Record<string, Record<string, boolean>>;
    expect(data).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(Object.keys(data)).toEqual([...NOTIFICATION_TYPES]);
    for (const type of NOTIFICATION_TYPES) {
      expect(Object.keys(data[type] ?? {}).sort()).toEqual([...NOTIFICATION_CHANNELS].sort());
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await change(undefined, { NEW_CHAT_MESSAGE: { email: false } })).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/notification-preferences', () => {
  it('changes the listed switches, keeps the others and answers the whole preferences', async () => {
    const me = await signedIn();
    const answer = await change(me.headers, {
      NEW_CHAT_MESSAGE: { email: false },
      REPORT_CREATED: { push: false },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      NEW_CHAT_MESSAGE: { in_app: true, push: true, email: false, telegram: true },
      REPORT_CREATED: { in_app: true, push: false, email: true, telegram: true },
    });
  });

  it('keeps changes between calls and merges later ones into them', async () => {
    const me = await signedIn();
    await change(me.headers, { NEW_CHAT_MESSAGE: { email: false } });
    await change(me.headers, { NEW_CHAT_MESSAGE: { push: false }, TASK_UPDATED: { email: true } });
    const data = (await read(me.headers)).json().data;
    expect(data.NEW_CHAT_MESSAGE).toEqual({
      in_app: true,
      push: false,
      email: false,
      telegram: true,
    });
    expect(data.TASK_UPDATED).toEqual({ in_app: true, push: true, email: true, telegram: true });
    expect(data.ACT_CREATED).toEqual(DEFAULT_NOTIFICATION_PREFERENCES.ACT_CREATED);
    // Switching back to the default is a change like any other, and an empty patch changes nothing.
    await change(me.headers, { NEW_CHAT_MESSAGE: { email: true } });
    const after = await change(me.headers, {});
    expect(after.statusCode).toBe(200);
    expect(after.json().data.NEW_CHAT_MESSAGE).toEqual({
      in_app: true,
      push: false,
      email: true,
      telegram: true,
    });
  });

  it('stores the explicit choices as the patch over the defaults', async () => {
    const me = await signedIn();
    await change(me.headers, { NEW_CHAT_MESSAGE: { email: false } });
    await change(me.headers, { NEW_CHAT_MESSAGE: { push: true } });
    const rows = await t.db.select().from(notificationPreferences);
    expect(rows.find((row) => row.userId === me.user.id)?.preferences).toEqual({
      NEW_CHAT_MESSAGE: { email: false, push: true },
    });
  });

  it('keeps both of two changes sent at once', async () => {
    const me = await signedIn();
    await Promise.all([
      change(me.headers, { ACT_CREATED: { push: true } }),
      change(me.headers, { TASK_UPDATED: { push: false } }),
    ]);
    const data = (await read(me.headers)).json().data;
    expect(data.ACT_CREATED.push).toBe(true);
    expect(data.TASK_UPDATED.push).toBe(false);
  });

  it("changes only the caller's preferences", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await change(a.headers, { NEW_CHAT_MESSAGE: { email: false, in_app: false } });
    expect((await read(b.headers)).json().data).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect((await read(a.headers)).json().data.NEW_CHAT_MESSAGE).toEqual({
      in_app: false,
      push: true,
      email: false,
      telegram: true,
    });
  });

  it('refuses unknown types and channels and wrong values with Russian field errors', async () => {
    const me = await signedIn();
    const cases: [unknown, string, string][] = [
      [{ SMS_SENT: { email: true } }, 'SMS_SENT', 'Неизвестный тип уведомлений.'],
      [
        { NEW_CHAT_MESSAGE: { sms: true } },
        'NEW_CHAT_MESSAGE.sms',
        'Неизвестный способ доставки уведомлений.',
      ],
      [{ NEW_CHAT_MESSAGE: { email: 'нет' } }, 'NEW_CHAT_MESSAGE.email', 'Неверный формат.'],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await change(me.headers, payload);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ message, errors: { [field]: [message] } });
    }
    // Nothing of a refused change is stored.
    expect((await read(me.headers)).json().data).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});

describe('OpenAPI', () => {
  it('lists both calls in /api/docs', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths[URL] ?? {}).sort()).toEqual(['get', 'patch']);
  });
});

import { describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema/audit.ts';
import { adminAreaOnly } from '../../platform/auth-hook.ts';
import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createStaff } from '../company-tariffs/company-tariffs.fixtures.ts';

import { seedDemoAppSettings } from './app-settings-demo.seed.ts';

// One app (and database) for the whole file; the tests run in order and share the options.
const t = useTestApp();

const FORM = {
  telegram_bot_link: 'https://t.me/kabinet_firm_bot',
  support_phone: '+7 (495) 123-45-67',
  support_email: 'help@kabinet.ru',
  analytics_counter_id: '98765432',
};

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const csp = async () =>
  String((await call('GET', '/api/v1/app-settings')).headers['content-security-policy']);
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('GET /api/v1/app-settings', () => {
  it('answers the options to anyone, without a token', async () => {
    await seedDemoAppSettings(t.db);
    const response = await call('GET', '/api/v1/app-settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({
      option_name: 'telegram_bot_link',
      value: 'https://t.me/kabinet_demo_bot',
    });
  });

  it('names no analytics host in the CSP while the counter id is empty', async () => {
    const policy = await csp();
    expect(policy).not.toContain('mc.yandex.ru');
    expect(directive(policy, 'script-src').trim()).toBe("script-src 'self'");
  });
});

describe('/api/v1/admin/app-settings', () => {
  it('refuses a manager and a caller without a token', async () => {
    const manager = await createStaff(t, 'manager');
    for (const method of ['GET', 'PUT'] as const) {
      const answer = await call(method, '/api/v1/admin/app-settings', manager.headers, FORM);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(errorBody(adminAreaOnly()));
    }
    expect((await call('GET', '/api/v1/admin/app-settings')).statusCode).toBe(401);
  });

  it('answers the admin the options as a form', async () => {
    const admin = await createStaff(t, 'admin');
    const answer = await call('GET', '/api/v1/admin/app-settings', admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      telegram_bot_link: 'https://t.me/kabinet_demo_bot',
      support_phone: '+7 (800) 000-00-00',
      support_email: 'support@kabinet.demo',
      analytics_counter_id: '',
    });
  });

  it('answers Russian 422 field errors and changes nothing', async () => {
    const admin = await createStaff(t, 'admin');
    const answer = await call('PUT', '/api/v1/admin/app-settings', admin.headers, {
      ...FORM,
      telegram_bot_link: 'https://example.com/bot',
      analytics_counter_id: 'ym-123',
      support_email: 'нет',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toMatchObject({
      telegram_bot_link: ['Укажите ссылку вида https://t.me/имя_бота'],
      analytics_counter_id: ['Номер счётчика — только цифры'],
      support_email: ['Введите корректный email'],
    });
    const missing = await call('PUT', '/api/v1/admin/app-settings', admin.headers, {});
    expect(missing.statusCode).toBe(422);
    const stored = (await call('GET', '/api/v1/admin/app-settings', admin.headers)).json().data;
    expect(stored.analytics_counter_id).toBe('');
  });

  it('saves the options, audits the change and lets the CSP allow Metrika', async () => {
    const admin = await createStaff(t, 'admin');
    const auditBefore = (await t.db.select().from(auditLog)).length;
    const answer = await call('PUT', '/api/v1/admin/app-settings', admin.headers, {
      ...FORM,
      support_email: '  help@kabinet.ru ',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: FORM, message: 'Настройки сохранены' });

    const list = (await call('GET', '/api/v1/app-settings')).json().data;
    expect(list).toEqual(
      expect.arrayContaining(
        Object.entries(FORM).map(([option_name, value]) => ({ option_name, value })),
      ),
    );
    const entries = await t.db.select().from(auditLog);
    expect(entries).toHaveLength(auditBefore + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'app_settings.changed',
      actorId: admin.user.id,
      subjectType: 'app_settings',
    });

    const policy = await csp();
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://mc.yandex.ru");
    expect(directive(policy, 'img-src')).toContain('https://mc.yandex.ru');
    expect(directive(policy, 'connect-src')).toContain('https://mc.yandex.ru');
  });

  it('takes Metrika out of the CSP again when the counter id is cleared', async () => {
    const admin = await createStaff(t, 'admin');
    const answer = await call('PUT', '/api/v1/admin/app-settings', admin.headers, {
      ...FORM,
      analytics_counter_id: '',
    });
    expect(answer.statusCode).toBe(200);
    expect(await csp()).not.toContain('mc.yandex.ru');
  });
});

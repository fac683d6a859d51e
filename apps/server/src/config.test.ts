import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults and generates APP_KEY into DATA_DIR once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kabinet-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      tokenTtlDays: 30,
      corsOrigins: [],
    });
    expect(config.appKey.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dataDir, 'app-key'), 'utf8')).trim()).toBe(config.appKey);
    expect(loadConfig({ DATA_DIR: dataDir }).appKey).toBe(config.appKey);
  });

  it('reads the CORS allow-list, and allows the Vite dev server in development', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kabinet-config-'));
    expect(
      loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://app.kabinet.ru, https://kabinet.ru' })
        .corsOrigins,
    ).toEqual(['https://app.kabinet.ru', 'https://kabinet.ru']);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).corsOrigins).toContain(
      'http://localhost:5173',
    );
  });

  it('reads REDIS_URL and REDIS_PREFIX for the realtime fan-out, and refuses other schemes', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kabinet-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).redisUrl).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        REDIS_URL: 'redis://:secret@redis.internal:6379/0',
        REDIS_PREFIX: 'kabinet-prod',
      }),
    ).toMatchObject({
      redisUrl: 'redis://:secret@redis.internal:6379/0',
      redisPrefix: 'kabinet-prod',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://redis:6379' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_PREFIX: 'два слова' })).toThrow(
      /REDIS_PREFIX/,
    );
  });

  it('moves the clock only when CLOCK_START names an instant', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kabinet-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).clockStart).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, CLOCK_START: '2026-12-01T09:00:00+03:00' }).clockStart,
    ).toEqual(new Date('2026-12-01T06:00:00Z'));
    expect(() => loadConfig({ DATA_DIR: dataDir, CLOCK_START: '1 декабря' })).toThrow(
      /CLOCK_START: must be an ISO date-time/,
    );
  });

  it('turns online payment on only with both ЮKassa credentials', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kabinet-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).yookassa).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        YOOKASSA_SHOP_ID: '100500',
        YOOKASSA_SECRET_KEY: 'test_secret_key',
      }).yookassa,
    ).toEqual({
      shopId: '100500',
      secretKey: 'test_secret_key',
      baseUrl: 'https://api.yookassa.ru/v3',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, YOOKASSA_SHOP_ID: '100500' })).toThrow(
      /YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY go together/,
    );
  });

  it('sends SMS through SMS.ru or SMSC only with that gateway’s credentials, and logs them otherwise', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kabinet-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).sms).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'smsru', SMS_API_ID: 'A1B2C3D4-E5F6' }).sms,
    ).toEqual({
      provider: 'smsru',
      apiId: 'A1B2C3D4-E5F6',
      sender: undefined,
      baseUrl: undefined,
      perHour: 10,
      perDay: 30,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SMS_PROVIDER: 'smsc',
        SMS_LOGIN: 'kabinet',
        SMS_PASSWORD: 'secret',
        SMS_SENDER: 'Kabinet',
        SMS_BASE_URL: 'http://127.0.0.1:9099',
        SMS_PER_HOUR: '5',
        SMS_PER_DAY: '12',
      }).sms,
    ).toEqual({
      provider: 'smsc',
      login: 'kabinet',
      password: 'secret',
      sender: 'Kabinet',
      baseUrl: 'http://127.0.0.1:9099',
      perHour: 5,
      perDay: 12,
    });
    const bad = (env: NodeJS.ProcessEnv) => () => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(bad({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER: must be smsru or smsc/);
    expect(bad({ SMS_PROVIDER: 'smsru' })).toThrow(/SMS_PROVIDER=smsru needs SMS_API_ID/);
    expect(bad({ SMS_PROVIDER: 'smsc', SMS_LOGIN: 'kabinet' })).toThrow(
      /SMS_PROVIDER=smsc needs SMS_LOGIN and SMS_PASSWORD/,
    );
    expect(bad({ SMS_API_ID: 'A1B2C3D4-E5F6' })).toThrow(/SMS_API_ID need SMS_PROVIDER/);
    expect(bad({ SMS_PROVIDER: 'smsru', SMS_API_ID: 'A1B2C3D4', SMS_BASE_URL: 'sms.ru' })).toThrow(
      /SMS_BASE_URL: must be a URL/,
    );
    expect(bad({ SMS_PROVIDER: 'smsru', SMS_API_ID: 'A1B2C3D4', SMS_SENDER: 'Кабинет' })).toThrow(
      /SMS_SENDER: must be 2–11 Latin letters/,
    );
    expect(bad({ SMS_PER_HOUR: '0' })).toThrow(/SMS_PER_HOUR/);
    expect(bad({ SMS_PER_HOUR: '20', SMS_PER_DAY: '10' })).toThrow(
      /SMS_PER_DAY must not be below SMS_PER_HOUR/,
    );
  });

  it('fails fast with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'восемьдесят', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
  });

  it('reads ROLE: every role by default, a comma list, and a split only on shared engines', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kabinet-config-'));
    expect([...loadConfig({ DATA_DIR: dataDir }).roles]).toEqual(['api', 'realtime', 'worker']);
    const shared = {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://127.0.0.1/kabinet',
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    expect([...loadConfig({ ...shared, ROLE: 'api, realtime' }).roles]).toEqual([
      'api',
      'realtime',
    ]);
    expect([...loadConfig({ ...shared, ROLE: 'worker' }).roles]).toEqual(['worker']);
    expect(() => loadConfig({ ...shared, ROLE: 'cron' })).toThrow(/ROLE: must be all, or api/);
    // PGlite is one process's database, and sockets of other nodes are reached through Redis.
    expect(() => loadConfig({ DATA_DIR: dataDir, ROLE: 'worker' })).toThrow(
      /ROLE=worker needs DATABASE_URL and REDIS_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ROLE: 'all' })).not.toThrow();
  });
});

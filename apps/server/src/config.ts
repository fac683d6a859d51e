import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { isSingleProcess, parseRoles, type ProcessRoles } from './platform/process-roles.ts';
import { rateBudgetsFromEnv, type RateBudgets } from './platform/rate-limit.ts';
import type { SmsSettings } from './platform/sms/sms-provider.ts';
import type { S3Settings } from './platform/storage-s3.ts';

/** The repository root (apps/server/src → ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `npm run dev`: the Vite dev server proxies to the API from this origin. */
const DEV_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Kabinet <no-reply@kabinet.local>'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  APP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().min(1).optional(),
  APP_URL: z.url('must be a URL').optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).default('1'),
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
  CLOCK_START: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
  DADATA_API_KEY: z.string().min(1).optional(),
  DADATA_BASE_URL: z.url('must be a URL').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1–64 letters, digits, «_», «.», «:» or «-»')
    .optional(),
  PUSH_ENDPOINT_ORIGINS: z.string().default(''),
  YOOKASSA_SHOP_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the shop id (digits)')
    .optional(),
  YOOKASSA_SECRET_KEY: z.string().min(8, 'must be the secret key (live_… or test_…)').optional(),
  YOOKASSA_BASE_URL: z.url('must be a URL').default('https://api.yookassa.ru/v3'),
  S3_ENDPOINT: z.url('must be a URL').optional(),
  S3_REGION: z.string().min(1).default('ru-central1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).default('1'),
  SMS_PROVIDER: z.enum(['smsru', 'smsc'], 'must be smsru or smsc').optional(),
  SMS_API_ID: z.string().min(8, 'must be the api_id of the SMS.ru account').optional(),
  SMS_LOGIN: z.string().min(1).optional(),
  SMS_PASSWORD: z.string().min(1).optional(),
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9 .-]{2,11}$/, 'must be 2–11 Latin letters, digits, spaces, «.» or «-»')
    .optional(),
  SMS_BASE_URL: z.url('must be a URL').optional(),
  SMS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  SMS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(30),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d{1,20}:[\w-]{20,}$/, 'must be the token @BotFather gave (123456:ABC…)')
    .optional(),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{16,256}$/, 'must be 16–256 letters, digits, «_» or «-»')
    .optional(),
  TELEGRAM_API_ROOT: z.url('must be a URL').default('https://api.telegram.org'),
  ROLE: z
    .string()
    .default('all')
    .refine(
      (value) => parseRoles(value) !== null,
      'must be all, or api, realtime, worker (comma-separated)',
    ),
});

/** Typed settings of one server process. */
export type Config = {
  /** Budgets of the costly routes the operator set (RATE_LIMIT_*); the rest keep their defaults. */
  rateBudgets?: Partial<RateBudgets>;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: (typeof LOG_LEVELS)[number];
  appKey: string;
  corsOrigins: string[];
  webDist: string;
  /**
   * The public address of the web app (APP_URL), for links in e-mails; unset: the embedded
   * default `http://localhost:{port}`.
   */
  appUrl?: string | undefined;
  tokenTtlDays: number;
  seedDemo: boolean;
  /** Behind a load balancer: take the client IP (login throttle) from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * CLOCK_START: the server's clock starts at this instant and runs on from there (end-to-end
   * tests of a month's close, demos of month-end). Unset on a real deployment: invoices, acts,
   * charges and reminders take their dates from this clock.
   */
  clockStart?: Date | undefined;
  /** DaData suggestions (companies issue): company, address and bank hints when set. */
  dadataApiKey?: string | undefined;
  /** DaData API root; the local fake in tests and e2e. */
  dadataBaseUrl?: string | undefined;
  /** Socket.IO fan-out between realtime nodes through Redis; in-process when unset. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis pub/sub channels (several deployments or test runs on one Redis). */
  redisPrefix?: string | undefined;
  /**
   * Web push endpoints are accepted only at the known push services; these exact
   * origins (PUSH_ENDPOINT_ORIGINS, comma-separated) are added — a local push service in tests.
   */
  pushEndpointOrigins?: string[] | undefined;
  /**
   * Online payment through ЮKassa when both the shop id and the secret key are set;
   * without them online payment is hidden and invoices remain.
   */
  yookassa?: { shopId: string; secretKey: string; baseUrl: string } | undefined;
  /** Files in an S3-compatible bucket (S3_*); the local DATA_DIR/files when unset. */
  s3?: S3Settings | undefined;
  /**
   * Verification codes and phone notices through an SMS gateway (SMS_PROVIDER and its
   * credentials); unset: SMS are printed to the log.
   */
  sms?: SmsSettings | undefined;
  /**
   * The Telegram bot (TELEGRAM_BOT_TOKEN); unset: no bot, nothing else changes. With
   * TELEGRAM_WEBHOOK_SECRET updates come to the webhook route (production); without it the
   * worker polls getUpdates (development).
   */
  telegram?: TelegramSettings | undefined;
  /** What this process does (ROLE); every role by default. */
  roles: ProcessRoles;
};

/** The bot's token, where the Bot API lives (a local fake in tests) and how updates arrive. */
export type TelegramSettings = {
  token: string;
  apiRoot: string;
  /** Checked against X-Telegram-Bot-Api-Secret-Token on every webhook update; null: polling. */
  webhookSecret: string | null;
};

/** Thrown when the environment is invalid; main prints it and exits. */
export class ConfigError extends Error {}

/** A switch variable ('0' | '1' | 'true' | 'false') is on. */
const isOn = (value: string) => value === '1' || value === 'true';

/**
 * ARCHITECTURE §2: reads the environment into a typed config and fails fast with a clear
 * message. APP_KEY is generated into DATA_DIR/app-key on first start when it is not set.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(
      `Неверные переменные окружения / invalid environment:\n${lines.join('\n')}`,
    );
  }
  const e = parsed.data;
  if (Boolean(e.YOOKASSA_SHOP_ID) !== Boolean(e.YOOKASSA_SECRET_KEY)) {
    throw new ConfigError(
      'Неверные переменные окружения / invalid environment:\n  YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY go together',
    );
  }
  const roles = readRoles(e);
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    appKey: e.APP_KEY ?? readOrCreateAppKey(dataDir),
    corsOrigins: (e.CORS_ORIGINS || (env.NODE_ENV === 'development' ? DEV_ORIGINS : ''))
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST ?? 'apps/web/dist'),
    appUrl: e.APP_URL,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    seedDemo: isOn(e.SEED_DEMO),
    trustProxy: isOn(e.TRUST_PROXY),
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    dadataApiKey: e.DADATA_API_KEY,
    dadataBaseUrl: e.DADATA_BASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    pushEndpointOrigins: e.PUSH_ENDPOINT_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    yookassa:
      e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY
        ? {
            shopId: e.YOOKASSA_SHOP_ID,
            secretKey: e.YOOKASSA_SECRET_KEY,
            baseUrl: e.YOOKASSA_BASE_URL,
          }
        : undefined,
    s3: readS3(e),
    sms: readSms(e),
    telegram: readTelegram(e),
    rateBudgets: readRateBudgets(env),
    roles,
  };
}

/** RATE_LIMIT_* (platform/rate-limit.ts), refused at start-up like any other wrong setting. */
function readRateBudgets(env: NodeJS.ProcessEnv): Partial<RateBudgets> {
  try {
    return rateBudgetsFromEnv(env);
  } catch (error) {
    throw invalidEnv((error as Error).message);
  }
}

type S3Env = {
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: string;
};

/** S3 storage is on when its four settings are set, and refused when only some are. */
function readS3(e: S3Env): S3Settings | undefined {
  const required = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (required.every((value) => !value)) return undefined;
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Неверные переменные окружения / invalid environment:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: isOn(e.S3_FORCE_PATH_STYLE),
  };
}

type SmsEnv = {
  SMS_PROVIDER?: 'smsru' | 'smsc' | undefined;
  SMS_API_ID?: string | undefined;
  SMS_LOGIN?: string | undefined;
  SMS_PASSWORD?: string | undefined;
  SMS_SENDER?: string | undefined;
  SMS_BASE_URL?: string | undefined;
  SMS_PER_HOUR: number;
  SMS_PER_DAY: number;
};

const invalidEnv = (line: string) =>
  new ConfigError(`Неверные переменные окружения / invalid environment:\n  ${line}`);

/**
 * SMS through a gateway when SMS_PROVIDER is set, with the credentials that gateway takes; a
 * credential without SMS_PROVIDER is refused too (it would silently leave codes in the log).
 */
function readSms(e: SmsEnv): SmsSettings | undefined {
  if (e.SMS_PER_DAY < e.SMS_PER_HOUR) {
    throw invalidEnv('SMS_PER_DAY must not be below SMS_PER_HOUR');
  }
  const { SMS_PROVIDER: provider } = e;
  if (!provider) {
    const stray = (
      ['SMS_API_ID', 'SMS_LOGIN', 'SMS_PASSWORD', 'SMS_SENDER', 'SMS_BASE_URL'] as const
    ).filter((name) => e[name]);
    if (stray.length > 0) throw invalidEnv(`${stray.join(', ')} need SMS_PROVIDER (smsru or smsc)`);
    return undefined;
  }
  if (provider === 'smsru' && !e.SMS_API_ID) {
    throw invalidEnv('SMS_PROVIDER=smsru needs SMS_API_ID');
  }
  if (provider === 'smsc' && (!e.SMS_LOGIN || !e.SMS_PASSWORD)) {
    throw invalidEnv('SMS_PROVIDER=smsc needs SMS_LOGIN and SMS_PASSWORD');
  }
  return {
    provider,
    ...(provider === 'smsru'
      ? { apiId: e.SMS_API_ID }
      : { login: e.SMS_LOGIN, password: e.SMS_PASSWORD }),
    sender: e.SMS_SENDER,
    baseUrl: e.SMS_BASE_URL,
    perHour: e.SMS_PER_HOUR,
    perDay: e.SMS_PER_DAY,
  };
}

type TelegramEnv = {
  TELEGRAM_BOT_TOKEN?: string | undefined;
  TELEGRAM_WEBHOOK_SECRET?: string | undefined;
  TELEGRAM_API_ROOT: string;
  APP_URL?: string | undefined;
};

/** The bot is on with a token; a webhook secret needs the token and APP_URL (the webhook's host). */
function readTelegram(e: TelegramEnv): TelegramSettings | undefined {
  if (!e.TELEGRAM_BOT_TOKEN) {
    if (e.TELEGRAM_WEBHOOK_SECRET) {
      throw invalidEnv('TELEGRAM_WEBHOOK_SECRET needs TELEGRAM_BOT_TOKEN');
    }
    return undefined;
  }
  if (e.TELEGRAM_WEBHOOK_SECRET && !e.APP_URL) {
    throw invalidEnv('TELEGRAM_WEBHOOK_SECRET needs APP_URL (where Telegram posts the updates)');
  }
  return {
    token: e.TELEGRAM_BOT_TOKEN,
    apiRoot: e.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
    webhookSecret: e.TELEGRAM_WEBHOOK_SECRET ?? null,
  };
}

/** ROLE; a split deployment needs the database and Redis every node shares. */
function readRoles(e: { ROLE: string; DATABASE_URL?: string; REDIS_URL?: string }): ProcessRoles {
  // The schema has refused a ROLE that does not parse.
  const roles = parseRoles(e.ROLE)!;
  if (!isSingleProcess(roles) && (!e.DATABASE_URL || !e.REDIS_URL)) {
    // PGlite lives in one process and Socket.IO's rooms span nodes only through Redis.
    throw new ConfigError(
      `Неверные переменные окружения / invalid environment:\n  ROLE=${e.ROLE} needs DATABASE_URL and REDIS_URL shared by every node`,
    );
  }
  return roles;
}

function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function readOrCreateAppKey(dataDir: string): string {
  const file = path.join(dataDir, 'app-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { formatCount, type PluralForms } from '@kabinet/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

import { tooManyAttempts } from './errors.ts';

/** One route's budget: so many calls per window, counted per caller (see `callerKey`). */
export type RateBudget = { max: number; timeWindow: number };

const MINUTE = 60_000;

/**
 * Budgets of the costly endpoints, generous for a person and tight for a script.
 * - lookup: DaData-backed hints (company search by INN/name, addresses, banks) cost money per
 *   call; a person typing gets a request per debounced pause, well under one a second.
 * - upload: each call stores up to 5 MB and sniffs it; nobody attaches 20 files a minute.
 * - chatSend: a message a second on average, a burst of pasted lines still fits.
 * - chatSearch: a full-text query over a company's whole history.
 * - codes: e-mail/SMS codes cost a message each; the per-contact counters of the auth feature
 *   (SPEC §8) stay, this budget stops one caller from walking through many contacts.
 */
export const RATE_BUDGETS = {
  lookup: { max: 60, timeWindow: MINUTE },
  upload: { max: 20, timeWindow: MINUTE },
  chatSend: { max: 60, timeWindow: MINUTE },
  chatSearch: { max: 30, timeWindow: MINUTE },
  codes: { max: 20, timeWindow: 10 * MINUTE },
} as const satisfies Record<string, RateBudget>;

/** The kinds of costly call a route can declare; the numbers live here, not in the features. */
export type RateBudgetName = keyof typeof RATE_BUDGETS;

/** Every budget, as the app runs with them (tests pass their own, e.g. `{ codes: { max: 2 } }`). */
export type RateBudgets = Record<RateBudgetName, RateBudget>;

/**
 * The environment variable that overrides each budget, so an operator widens one for a bot or a
 * busy office and narrows one under attack without a release: `RATE_LIMIT_CHAT_SEND=600` (calls
 * in the budget's own window) or `=600/60` (calls per so many seconds).
 */
export const RATE_BUDGET_ENV = {
  lookup: 'RATE_LIMIT_LOOKUP',
  upload: 'RATE_LIMIT_UPLOAD',
  chatSend: 'RATE_LIMIT_CHAT_SEND',
  chatSearch: 'RATE_LIMIT_CHAT_SEARCH',
  codes: 'RATE_LIMIT_CODES',
} as const satisfies Record<RateBudgetName, string>;

const BUDGET_SETTING = /^\s*(\d{1,9})\s*(?:\/\s*(\d{1,6})\s*)?$/;
const MAX_WINDOW_SECONDS = 7 * 24 * 3600;

/**
 * The budgets the environment sets (see RATE_BUDGET_ENV); the others are left to the defaults.
 * Throws on a value that is not `calls` or `calls/seconds` with at least one call in a window of
 * 1 second to 7 days, naming the variable.
 */
export function rateBudgetsFromEnv(env: NodeJS.ProcessEnv): Partial<RateBudgets> {
  const budgets: Partial<RateBudgets> = {};
  for (const name of Object.keys(RATE_BUDGET_ENV) as RateBudgetName[]) {
    const value = env[RATE_BUDGET_ENV[name]];
    if (value !== undefined && value !== '') budgets[name] = budgetOf(name, value);
  }
  return budgets;
}

function budgetOf(name: RateBudgetName, value: string): RateBudget {
  const match = BUDGET_SETTING.exec(value);
  const max = Number(match?.[1]);
  const seconds = match?.[2] === undefined ? null : Number(match[2]);
  if (!match || max < 1 || (seconds !== null && (seconds < 1 || seconds > MAX_WINDOW_SECONDS))) {
    throw new Error(
      `${RATE_BUDGET_ENV[name]} must be calls or calls/seconds (e.g. 60 or 60/60): at least 1 call, a window of 1 to ${MAX_WINDOW_SECONDS} seconds`,
    );
  }
  return { max, timeWindow: seconds === null ? RATE_BUDGETS[name].timeWindow : seconds * 1000 };
}

/**
 * Every budget widened to `max` calls a minute, for what loads one caller on purpose: benches
 * that stand in for many users, and tests of delivery or fuzzing with thousands of calls.
 */
export function wideBudgets(max = 1_000_000): RateBudgets {
  const names = Object.keys(RATE_BUDGETS) as RateBudgetName[];
  return Object.fromEntries(
    names.map((name) => [name, { max, timeWindow: MINUTE }]),
  ) as RateBudgets;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route is costly; callers get the named budget (platform/rate-limit.ts). */
    rateBudget?: RateBudgetName;
  }
}

// «Попробуйте через …»: the accusative (1 секунду, 2 секунды, 5 секунд).
const SECOND_FORMS: PluralForms = ['секунду', 'секунды', 'секунд'];

/**
 * A signed-in caller is counted by account, so colleagues behind one office NAT do not share a
 * budget; an anonymous one (codes, login-free routes) by IP. The auth hook runs at onRequest
 * before this check (see registerRateLimit), so `request.user` is known on protected routes.
 */
export function callerKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** The 429 every limited route answers: Russian, in our envelope, with Retry-After. */
export function rateLimited(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return tooManyAttempts(
    seconds,
    `Слишком много запросов. Попробуйте через ${formatCount(seconds, SECOND_FORMS)}.`,
    'rate_limited',
  );
}

/**
 * Registers `@fastify/rate-limit` for the routes that declare `config.rateLimit` (not global).
 * Counters live in Redis when REDIS_URL is set, so every node shares one budget per caller;
 * in process otherwise. Register after the auth hook and before the routes.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: {
    budgets?: Partial<RateBudgets> | undefined;
    redis?: Redis | undefined;
    prefix?: string | undefined;
  },
): Promise<void> {
  const budgets: RateBudgets = { ...RATE_BUDGETS, ...options.budgets };
  // Turns a route's budget name into the plugin's route config; added before the plugin, so its
  // own onRoute hook (which reads config.rateLimit) runs after this one.
  app.addHook('onRoute', (route) => {
    const name = route.config?.rateBudget;
    if (name) route.config = { ...route.config, rateLimit: budgets[name] };
  });
  const settings: RateLimitPluginOptions = {
    global: false,
    hook: 'onRequest',
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
    // Our error answers Retry-After itself; the plugin's x-ratelimit-* headers stay.
    addHeaders: { 'retry-after': false },
    // Redis away: the API keeps serving (the budgets are a brake, not a gate); logged.
    skipOnError: true,
  };
  if (options.redis) {
    settings.redis = options.redis;
    settings.nameSpace = `${options.prefix ?? 'kabinet'}:rate-limit:`;
  }
  await app.register(rateLimit, settings);
}

import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  CODES_PER_HOUR,
} from '@kabinet/domain/auth';

import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import type { Delivery } from '../../platform/delivery.ts';
import { HttpError } from '../../platform/errors.ts';
import {
  hmacSha256,
  randomDigits,
  randomString,
  safeEqual,
  sha256,
} from '../../platform/secrets.ts';

import * as codesRepo from './auth-codes.repository.ts';
import {
  codeBurnt,
  expiredCode,
  invalidVerificationToken,
  resendTooSoon,
  tooManyCodes,
  wrongCode,
} from './auth.errors.ts';

type Purpose = 'register' | 'reset' | 'change-phone' | 'sign-act' | 'sign-report';
type Channel = 'email' | 'phone';

/** A verified registration contact may be used for this long. */
const VERIFICATION_TOKEN_TTL_SECONDS = 1800;

/** Timings of a sent code, as the answers report them. */
export type CodeTimings = { expires_in: number; resend_in: number };

async function deliverCode(delivery: Delivery, message: Parameters<Delivery['sendCode']>[0]) {
  try {
    await delivery.sendCode(message);
  } catch (error) {
    // The delivery's own answer (the per-phone SMS caps' 429) reaches the client as it is.
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      503,
      'Не удалось отправить код. Попробуйте позже.',
      'delivery.failed',
      undefined,
      { 'Retry-After': '60' },
      { cause: error },
    );
  }
}

/**
 * 429 while the last code of this purpose is younger than 60 s, or 10 codes of any purpose went
 * out this hour. The pause is per purpose: a code to sign a report asked right after the
 * registration code is another request, not a resend.
 */
async function assertMaySend(tx: Db, purpose: Purpose, recipient: string, now: Date) {
  const latest = await codesRepo.findLatestCodeTo(tx, purpose, recipient);
  const sinceLatest = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
  if (sinceLatest < CODE_RESEND_SECONDS) throw resendTooSoon(CODE_RESEND_SECONDS - sinceLatest);
  const hourAgo = addSeconds(now, -3600);
  const { total, oldestAt } = await codesRepo.countCodesSince(tx, recipient, hourAgo);
  if (total >= CODES_PER_HOUR && oldestAt) {
    throw tooManyCodes((oldestAt.getTime() - hourAgo.getTime()) / 1000);
  }
}

type CodeCheck = {
  purpose: Purpose;
  recipient: string;
  code: string;
  userId?: number;
  /** What the code confirms (`act:5:r1`); a code sent for one subject fits no other. */
  subject?: string;
};
type CodeDeps = { db: Db; clock: Clock; appKey: string; delivery: Delivery };

function hashCode(
  appKey: string,
  purpose: Purpose,
  recipient: string,
  code: string,
  subject?: string,
): string {
  const bound = subject ? `${purpose}:${subject}` : purpose;
  return hmacSha256(appKey, `${bound}:${recipient}:${code}`);
}

/** The open code if `args.code` matches it: 422 when absent/expired/wrong, 429 once burnt. */
async function checkCode({ db, clock, appKey }: CodeDeps, args: CodeCheck) {
  const row = await codesRepo.findOpenCode(db, args.purpose, args.recipient);
  if (
    !row ||
    row.expiresAt <= clock.now() ||
    (args.userId !== undefined && row.userId !== args.userId)
  ) {
    throw expiredCode();
  }
  if (!(await codesRepo.spendAttempt(db, row.id, CODE_MAX_ATTEMPTS))) throw codeBurnt();
  if (
    !safeEqual(
      row.codeHash,
      hashCode(appKey, args.purpose, args.recipient, args.code, args.subject),
    )
  ) {
    throw wrongCode();
  }
  return row;
}

/**
 * Security R01–R03: 6 CSPRNG digits stored as an HMAC bound to purpose and recipient, valid
 * 10 minutes, burnt after 5 wrong guesses; resend after 60 s (per purpose) and at most 10 per contact per
 * hour. Counters live in Postgres, so the limits hold across nodes and fail closed.
 */
export function createCodesService(deps: CodeDeps) {
  const { db, clock } = deps;
  return { send, verify, verifyForRegistration, consumeVerificationToken };

  /** Creates and (when `deliver`) sends a code; a code nobody receives still counts for throttling. */
  async function send(args: {
    purpose: Purpose;
    channel: Channel;
    recipient: string;
    userId?: number | null;
    deliver: boolean;
    /** What the code confirms; the hash binds it (see CodeCheck.subject). */
    subject?: string;
  }): Promise<CodeTimings> {
    const code = randomDigits(CODE_LENGTH);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await codesRepo.lockRecipient(tx, args.recipient);
      await assertMaySend(tx, args.purpose, args.recipient, now);
      await codesRepo.closeOpenCodes(tx, args.purpose, args.recipient, now);
      await codesRepo.insertCode(tx, {
        purpose: args.purpose,
        channel: args.channel,
        recipient: args.recipient,
        userId: args.userId ?? null,
        codeHash: hashCode(deps.appKey, args.purpose, args.recipient, code, args.subject),
        expiresAt: addSeconds(now, CODE_TTL_SECONDS),
        createdAt: now,
      });
    });
    if (args.deliver) {
      await deliverCode(deps.delivery, {
        channel: args.channel,
        to: args.recipient,
        code,
        purpose: args.purpose,
        expiresAt: addSeconds(now, CODE_TTL_SECONDS),
      });
    }
    return { expires_in: CODE_TTL_SECONDS, resend_in: CODE_RESEND_SECONDS };
  }

  /** Checks a code and uses it up; throws 422 for a wrong or expired code and 429 once burnt. */
  async function verify(args: CodeCheck) {
    const row = await checkCode(deps, args);
    if (!(await codesRepo.consumeCode(db, row.id, clock.now()))) throw expiredCode();
    return row;
  }

  /** Checks a registration code and trades it for a one-time verification token. */
  async function verifyForRegistration(args: { recipient: string; code: string }): Promise<string> {
    const row = await checkCode(deps, { purpose: 'register', ...args });
    const token = randomString(40);
    if (!(await codesRepo.consumeCode(db, row.id, clock.now(), sha256(token)))) throw expiredCode();
    return token;
  }

  /** The contact a registration verification token proves; throws 422 when it is unknown or used. */
  async function consumeVerificationToken(
    token: string,
    tx: Db = db,
  ): Promise<{ channel: Channel; recipient: string }> {
    const now = clock.now();
    const row = await codesRepo.consumeVerificationToken(
      tx,
      sha256(token),
      addSeconds(now, -VERIFICATION_TOKEN_TTL_SECONDS),
      now,
    );
    if (!row) throw invalidVerificationToken();
    return row;
  }
}

export type CodesService = ReturnType<typeof createCodesService>;

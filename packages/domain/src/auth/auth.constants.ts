/** Accounts contract: verification codes have 6 digits. */
export const CODE_LENGTH = 6;
/** Accounts contract: a code is valid for 10 minutes (ASVS 2.7.2). */
export const CODE_TTL_SECONDS = 600;
/** Accounts contract: a new code to the same contact may be asked for after 60 s. */
export const CODE_RESEND_SECONDS = 60;
/** Accounts contract: after 5 wrong guesses a code is burnt. */
export const CODE_MAX_ATTEMPTS = 5;

/** Attempts left for the current code after `wrong` wrong ones. */
export function codeAttemptsLeft(wrong: number): number {
  return Math.max(CODE_MAX_ATTEMPTS - wrong, 0);
}
/** Accounts contract: at most 10 codes per contact per hour. */
export const CODES_PER_HOUR = 10;
/** Accounts contract: login failures allowed per account in the window. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
/** Accounts contract: login failures allowed per IP address in the window. */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
/** Accounts contract: login failure window, 15 minutes. */
export const LOGIN_WINDOW_SECONDS = 900;
/** Passwords: at least 8 characters (ASVS 6.2.1), long passphrases allowed. */
export const PASSWORD_MIN_LENGTH = 8;
/** Passwords: upper bound that still allows passphrases (ASVS 6.2.9: ≥ 64). */
export const PASSWORD_MAX_LENGTH = 128;
/** SPEC §2/§3: send_type of a registration code. */
export const SEND_TYPES = ['email', 'phone'] as const;
/** A send_type of the registration code call. */
export type SendType = (typeof SEND_TYPES)[number];

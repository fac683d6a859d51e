import { CODE_LENGTH, type RegisterContactBody, type SendType } from '@kabinet/domain/auth';

import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../platform/passwords.ts';

import type { CodesService } from './auth-codes.service.ts';
import type { TokensService } from './auth-tokens.service.ts';
import { alreadyRegistered, emailTaken, phoneTaken } from './auth.errors.ts';
import { findUserByContact, insertUser } from './auth.repository.ts';

/** SPEC §3: registration payloads carry lead_meta.ya_id (the analytics client id). */
function leadYaId(body: RegisterContactBody): string | null {
  const id = body.lead_meta?.ya_id;
  return id === undefined || id === null ? null : String(id);
}

/**
 * The new client's contacts: the verified one, and the other from the form when given;
 * either must not belong to another user yet.
 */
async function freeContacts(
  tx: Db,
  contact: { channel: SendType; recipient: string },
  body: RegisterContactBody,
): Promise<{ email: string | null; phone: string | null }> {
  const email = contact.channel === 'email' ? contact.recipient : (body.email ?? null);
  const phone = contact.channel === 'phone' ? contact.recipient : (body.phone ?? null);
  if (email && (await findUserByContact(tx, { kind: 'email', value: email }))) {
    throw emailTaken();
  }
  if (phone && (await findUserByContact(tx, { kind: 'phone', value: phone }))) {
    throw phoneTaken();
  }
  return { email, phone };
}

/**
 * The referral programme's port — told in the registering transaction of the referral
 * code the registration carried (services.ts fills it from the referral feature).
 */
export type RegistrationReferral = (
  tx: Db,
  user: { userId: number; referralCode: string | null },
) => Promise<void>;

/**
 * SPEC §7 registration: a code to the e-mail or phone, its verification (→ a one-time
 * verification token), then the contact form that creates the client and signs in.
 */
export function createRegistrationService(deps: {
  db: Db;
  codes: CodesService;
  tokens: TokensService;
  referral?: RegistrationReferral;
}) {
  const { db, codes, tokens } = deps;
  return { sendCode, verifyCode, register };

  async function sendCode(channel: SendType, recipient: string) {
    if (await findUserByContact(db, { kind: channel, value: recipient })) {
      throw alreadyRegistered(channel);
    }
    const timings = await codes.send({ purpose: 'register', channel, recipient, deliver: true });
    return { send_type: channel, sent_to: recipient, code_length: CODE_LENGTH, ...timings };
  }

  async function verifyCode(recipient: string, code: string) {
    return { verification_token: await codes.verifyForRegistration({ recipient, code }) };
  }

  /** Creates the client from a verified contact; the other contact is optional and must be free. */
  async function register(body: RegisterContactBody) {
    const passwordHash = await hashPassword(body.password);
    const user = await db.transaction(async (tx) => {
      const contact = await codes.consumeVerificationToken(body.verification_token, tx);
      const { email, phone } = await freeContacts(tx, contact, body);
      const created = await insertUser(tx, {
        name: body.name,
        lastName: body.last_name ?? null,
        patronymic: body.patronymic ?? null,
        email,
        phone,
        passwordHash,
        roleSlug: 'client',
        contactMethod: contact.channel,
        leadYaId: leadYaId(body),
      });
      await deps.referral?.(tx, {
        userId: created.id,
        referralCode: body.lead_meta?.referral_code ?? null,
      });
      return created;
    });
    return tokens.issue(user.id);
  }
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

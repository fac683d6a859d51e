import { createHash } from 'node:crypto';

import type { SignCodeAnswer } from '@kabinet/domain/acts';
import { formatPersonName } from '@kabinet/domain/shared';

/**
 * The one-time codes of a simple electronic signature (ПЭП, 63-ФЗ ст. 9), served by auth's codes
 * service and bound by `subject` to what is signed (an act's revision, a report's signing round):
 * resend interval, hourly cap and attempt limit are the login codes' own. `verify` throws auth's
 * 422 (wrong or expired code) and 429 (burnt).
 */
export type SignCodes = {
  send(args: {
    channel: 'phone' | 'email';
    recipient: string;
    userId: number;
    subject: string;
  }): Promise<{ expires_in: number; resend_in: number }>;
  verify(args: {
    recipient: string;
    code: string;
    userId: number;
    subject: string;
  }): Promise<unknown>;
};

/** The signer: the request's user (contacts for the code, the name for the signature). */
export type Signer = {
  id: number;
  email: string | null;
  phone: string | null;
  name: string;
  lastName: string | null;
  patronymic: string | null;
};

/** Where a request came from, recorded with a signature. */
export type RequestOrigin = { ip: string; userAgent: string };

type Channel = 'phone' | 'email';

/** «+7 916 ***-**-34», «pe***@romashka.test»: a contact shown without giving it away. */
export function maskContact(channel: Channel, value: string): string {
  if (channel === 'phone') {
    return `+${value.slice(0, 1)} ${value.slice(1, 4)} ***-**-${value.slice(-2)}`;
  }
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export const sha256Hex = (content: string | Uint8Array) =>
  createHash('sha256').update(content).digest('hex');

/** The signature's columns: who signed, under what name, from where. */
export function signatureOf(signer: Signer, origin: RequestOrigin) {
  return {
    signedBy: signer.id,
    signerName: formatPersonName(signer.lastName, signer.name, signer.patronymic),
    signIp: origin.ip,
    signUserAgent: origin.userAgent.slice(0, 500),
  };
}

/**
 * Sends and checks the codes of one kind of sign-off. `prefer` is the channel tried first (the
 * other when the user lacks it); a user with neither gets the feature's own `noContact` error.
 */
export function createCodeSignature(options: {
  codes: SignCodes;
  prefer: Channel;
  noContact: () => Error;
}) {
  const { codes, prefer, noContact } = options;
  const order: readonly Channel[] = prefer === 'phone' ? ['phone', 'email'] : ['email', 'phone'];

  function contactOf(signer: Signer): { channel: Channel; recipient: string } {
    for (const channel of order) {
      const recipient = signer[channel];
      if (recipient) return { channel, recipient };
    }
    throw noContact();
  }

  return {
    contactOf,

    /** A one-time code for `subject` to the signer's contact, and where it went (masked). */
    async sendCode(signer: Signer, subject: string): Promise<SignCodeAnswer> {
      const contact = contactOf(signer);
      const timings = await codes.send({ ...contact, userId: signer.id, subject });
      return {
        channel: contact.channel,
        sent_to: maskContact(contact.channel, contact.recipient),
        ...timings,
      };
    },

    /** Checks the code for `subject`; returns the channel it went by. */
    async verifyCode(signer: Signer, code: string, subject: string): Promise<Channel> {
      const contact = contactOf(signer);
      await codes.verify({ recipient: contact.recipient, code, userId: signer.id, subject });
      return contact.channel;
    },
  };
}

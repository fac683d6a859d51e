import { createHash } from 'node:crypto';

import {
  ACT_STATUS,
  actDisputeTaskKey,
  actSignTaskKey,
  formatActNumber,
  type Act,
  type DisputeActBody,
  type SignActBody,
  type SignCodeAnswer,
} from '@kabinet/domain/acts';
import { formatPersonName } from '@kabinet/domain/shared';

import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';

import type { ActsAccess } from './acts-access.service.ts';
import { announceActChange, type AnnounceDeps } from './acts-announce.service.ts';
import type { SignCodes } from './acts.events.ts';
import { actNotOpen, noContact } from './acts.errors.ts';
import * as repo from './acts.repository.ts';
import { canonicalActContent, serializeAct } from './acts.serializers.ts';

/** The signer: the request's user row (contacts for the code, the name for the signature). */
export type ActsActor = Pick<
  UserRow,
  'id' | 'roleSlug' | 'email' | 'phone' | 'name' | 'lastName' | 'patronymic'
>;

/** Where a request came from, recorded with a signature. */
export type RequestOrigin = { ip: string; userAgent: string };

/** «+7 916 ***-**-34», «pe***@romashka.test»: a contact shown without giving it away. */
function maskContact(channel: 'phone' | 'email', value: string): string {
  if (channel === 'phone') {
    return `+${value.slice(0, 1)} ${value.slice(1, 4)} ***-**-${value.slice(-2)}`;
  }
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** The contact a sign-off code goes to: the phone (SMS) when the user has one, else the e-mail. */
function contactOf(actor: ActsActor): { channel: 'phone' | 'email'; recipient: string } {
  if (actor.phone) return { channel: 'phone', recipient: actor.phone };
  if (actor.email) return { channel: 'email', recipient: actor.email };
  throw noContact();
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Issue 14: the client's ПЭП sign-off (63-ФЗ ст. 9) of an act, and the dispute instead of it. */
export function createSignoffService(
  deps: AnnounceDeps & { clock: Clock; codes: SignCodes; access: ActsAccess },
) {
  const { db, clock, access } = deps;
  return { sendSignCode, sign, dispute };

  /** POST …/sign/code: a one-time code to the user's phone (or e-mail) for this act's revision. */
  async function sendSignCode(actor: ActsActor, companyId: number, actId: number) {
    const act = await access.clientAct(actor, companyId, actId);
    const contact = contactOf(actor);
    const timings = await deps.codes.send({
      ...contact,
      userId: actor.id,
      subject: actSignTaskKey(act.id, act.revision),
    });
    return {
      channel: contact.channel,
      sent_to: maskContact(contact.channel, contact.recipient),
      ...timings,
    } satisfies SignCodeAnswer;
  }

  /**
   * POST …/sign: the code checked as login codes are (wrong → 422, the 5th wrong burns it → 429),
   * then in one transaction — still Выставлен — the signature (who, when, IP, user agent, the
   * SHA-256 of the act's canonical content) and the status Подписан; the sign_act task is done.
   */
  async function sign(
    actor: ActsActor,
    companyId: number,
    actId: number,
    body: SignActBody,
    origin: RequestOrigin,
  ): Promise<Act> {
    const act = await access.clientAct(actor, companyId, actId);
    const contact = contactOf(actor);
    const taskKey = actSignTaskKey(act.id, act.revision);
    await deps.codes.verify({
      recipient: contact.recipient,
      code: body.code,
      userId: actor.id,
      subject: taskKey,
    });
    const refs = await db.transaction(async (tx) => {
      const row = await repo.lockAct(tx, act.id);
      if (!row || row.status !== ACT_STATUS.ISSUED || row.revision !== act.revision) {
        throw actNotOpen();
      }
      await repo.updateAct(tx, act.id, {
        status: ACT_STATUS.SIGNED,
        signedAt: clock.now(),
        signedBy: actor.id,
        signerName: formatPersonName(actor.lastName, actor.name, actor.patronymic),
        signChannel: contact.channel,
        signIp: origin.ip,
        signUserAgent: origin.userAgent.slice(0, 500),
        documentSha256: sha256(canonicalActContent(serializeAct(act))),
      });
      return deps.tasks.complete(tx, taskKey);
    });
    return announceActChange(deps, {
      actId: act.id,
      refs,
      event: 'act_signed',
      audience: 'staff',
      actorId: actor.id,
    });
  }

  /** POST …/dispute: Оспорен with the reason; the client's task is done, staff get one. */
  async function dispute(
    actor: ActsActor,
    companyId: number,
    actId: number,
    body: DisputeActBody,
  ): Promise<Act> {
    const act = await access.clientAct(actor, companyId, actId);
    const number = formatActNumber(act.year, act.sequence);
    const refs = await db.transaction(async (tx) => {
      const row = await repo.lockAct(tx, act.id);
      if (!row || row.status !== ACT_STATUS.ISSUED) throw actNotOpen();
      await repo.updateAct(tx, act.id, {
        status: ACT_STATUS.DISPUTED,
        disputedAt: clock.now(),
        disputedBy: actor.id,
        disputeReason: body.reason,
        resolvedAt: null,
        resolvedBy: null,
      });
      const done = await deps.tasks.complete(tx, actSignTaskKey(act.id, act.revision));
      const opened = await deps.tasks.open(tx, {
        companyId,
        kind: 'act_dispute',
        sourceKey: actDisputeTaskKey(act.id, act.revision),
        title: `Клиент оспорил акт № ${number}`,
        description: body.reason,
        dueDate: null,
        link: `/documents?act=${act.id}`,
        audience: 'staff',
        actorId: actor.id,
      });
      return [...done, opened];
    });
    return announceActChange(deps, {
      actId: act.id,
      refs,
      event: 'act_disputed',
      audience: 'staff',
      actorId: actor.id,
    });
  }
}

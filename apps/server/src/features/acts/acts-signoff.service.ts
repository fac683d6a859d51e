import {
  ACT_STATUS,
  actDisputeTaskKey,
  actSignTaskKey,
  formatActNumber,
  type Act,
  type DisputeActBody,
  type SignActBody,
} from '@kabinet/domain/acts';

import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  createCodeSignature,
  sha256Hex,
  signatureOf,
  type RequestOrigin,
  type SignCodes,
} from '../../platform/sign-off.ts';

import type { ActsAccess } from './acts-access.service.ts';
import { announceActChange, type AnnounceDeps } from './acts-announce.service.ts';
import { actNotOpen, noContact } from './acts.errors.ts';
import * as repo from './acts.repository.ts';
import { canonicalActContent, serializeAct } from './acts.serializers.ts';

/** The signer: the request's user row (contacts for the code, the name for the signature). */
export type ActsActor = Pick<
  UserRow,
  'id' | 'roleSlug' | 'email' | 'phone' | 'name' | 'lastName' | 'patronymic'
>;

export type { RequestOrigin };

type SignoffDeps = AnnounceDeps & { clock: Clock; codes: SignCodes; access: ActsAccess };

/** The client's ПЭП sign-off (63-ФЗ ст. 9) of an act, and the dispute instead of it. */
export function createSignoffService(deps: SignoffDeps) {
  const { db, clock, access } = deps;
  // The code goes by SMS when the user has a phone, else by e-mail.
  const signature = createCodeSignature({ codes: deps.codes, prefer: 'phone', noContact });
  return {
    sendSignCode,
    sign,
    dispute: (actor: ActsActor, companyId: number, actId: number, body: DisputeActBody) =>
      disputeAct(deps, actor, companyId, actId, body),
  };

  /** POST …/sign/code: a one-time code to the user's phone (or e-mail) for this act's revision. */
  async function sendSignCode(actor: ActsActor, companyId: number, actId: number) {
    const act = await access.clientAct(actor, companyId, actId);
    return signature.sendCode(actor, actSignTaskKey(act.id, act.revision));
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
    const taskKey = actSignTaskKey(act.id, act.revision);
    const channel = await signature.verifyCode(actor, body.code, taskKey);
    const refs = await db.transaction(async (tx) => {
      const row = await repo.lockAct(tx, act.id);
      if (!row || row.status !== ACT_STATUS.ISSUED || row.revision !== act.revision) {
        throw actNotOpen();
      }
      await repo.updateAct(tx, act.id, {
        status: ACT_STATUS.SIGNED,
        signedAt: clock.now(),
        ...signatureOf(actor, origin),
        signChannel: channel,
        documentSha256: sha256Hex(canonicalActContent(serializeAct(act))),
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
}

/** POST …/dispute: Оспорен with the reason; the client's task is done, staff get one. */
async function disputeAct(
  deps: SignoffDeps,
  actor: ActsActor,
  companyId: number,
  actId: number,
  body: DisputeActBody,
): Promise<Act> {
  const { db, clock, access } = deps;
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

import type { ActEvent } from '@kabinet/domain/notifications';
import type { ActChanged } from '@kabinet/domain/acts';
import type { LedgerKind, VatMode } from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';

// The tasks port (/work/briefs/tasks-port.md): structurally the tasks feature's TaskEvents;
// services.ts passes the tasks feature's implementation in.

/** What other features open tasks for (packages/domain/src/tasks: TASK_KIND). */
export type EventTaskKind =
  'pay_invoice' | 'sign_act' | 'upload_statement' | 'order' | 'act_dispute';

/** A task an event opens (the tasks port's EventTask). */
export type EventTask = {
  companyId: number;
  kind: EventTaskKind;
  sourceKey: string;
  title: string;
  description?: string;
  dueDate?: string | null;
  link?: string | null;
  audience: 'client' | 'staff';
  actorId?: number | null;
};

export type TaskRef = { id: number; companyId: number };

/** Issue 14: the tasks feature's port — open and complete event tasks in the caller's transaction. */
export type TaskEvents = {
  open(tx: Db, input: EventTask): Promise<TaskRef | null>;
  complete(tx: Db, sourceKey: string): Promise<TaskRef[]>;
  announce(refs: readonly (TaskRef | null)[]): Promise<void>;
};

/** A ledger entry as the acts read it from billing (signed kopecks seen from the company). */
export type ActsLedgerItem = {
  id: number;
  kind: LedgerKind;
  amountKopecks: number;
  sourceType: string;
  sourceId: string;
  reason: string | null;
  createdAt: Date;
};

/** A party of an act: as printed ('' when unknown). */
export type ActsParty = { name: string; inn: string; kpp: string; address: string };

/**
 * Issue 14: what the acts read of billing (billing's `ledgerReads`, never its repository): the
 * ledger of a period, an opening balance, the companies charged in a period, and the parties.
 */
export type ActsBilling = {
  entriesBetween(db: Db, companyId: number, from: Date, to: Date): Promise<ActsLedgerItem[]>;
  balanceBefore(db: Db, companyId: number, before: Date): Promise<number>;
  companiesCharged(db: Db, from: Date, to: Date): Promise<number[]>;
  parties(
    db: Db,
    companyId: number,
  ): Promise<{ seller: ActsParty; vatMode: VatMode; buyer: ActsParty } | null>;
};

/**
 * Issue 14: one-time codes of the ПЭП sign-off through auth's codes service (purpose 'sign-act',
 * bound to the act's revision by `subject`): resend interval, hourly cap and attempt limit are
 * the login codes' own. `verify` throws auth's 422 (wrong or expired code) and 429 (burnt).
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

/** Issue 14: one thing users hear of after commit: an act issued (client), signed or disputed (staff). */
export type ActNotice = {
  event: ActEvent;
  audience: 'client' | 'staff';
  companyId: number;
  actId: number;
  actNumber: string;
  periodName: string;
  amountKopecks: number;
  /** Who did it (not told of their own action); null for the system. */
  actorUserId: number | null;
};

/** Hook for the notifications feature (ACT_CREATED notifications). Never throws. */
export type NotifyActs = (notices: readonly ActNotice[]) => Promise<void>;

/** `ActChanged` to every user of the company (its members and its staff). */
export function publishActChanged(
  realtime: Realtime,
  userIds: readonly number[],
  change: ActChanged,
) {
  for (const userId of new Set(userIds)) realtime.toUser(userId).emit('ActChanged', change);
}

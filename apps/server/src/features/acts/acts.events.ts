import type { ActEvent } from '@kabinet/domain/notifications';
import type { ActChargeLine, ActLedgerEntry } from '@kabinet/domain/acts';
import type { VatMode } from '@kabinet/domain/money';

import type { Db } from '../../db/client.ts';

/** A ledger entry as the acts read it from billing (the domain's shape the act rules take). */
export type ActsLedgerItem = ActLedgerEntry;

/** A party of an act: as printed ('' when unknown). */
export type ActsParty = { name: string; inn: string; kpp: string; address: string };

/**
 * What the acts read of billing (billing's `ledgerReads`, never its repository): the
 * ledger of a period and the lines its charges stand for, an opening balance, the companies
 * charged in a period, and the parties.
 */
export type ActsBilling = {
  entriesBetween(db: Db, companyId: number, from: Date, to: Date): Promise<ActsLedgerItem[]>;
  /** What each charge stands for (an order's invoice lines, the tariff month), by entry id. */
  chargeLines(db: Db, charges: readonly ActsLedgerItem[]): Promise<Map<number, ActChargeLine[]>>;
  balanceBefore(db: Db, companyId: number, before: Date): Promise<number>;
  companiesCharged(db: Db, from: Date, to: Date): Promise<number[]>;
  parties(
    db: Db,
    companyId: number,
  ): Promise<{ seller: ActsParty; vatMode: VatMode; buyer: ActsParty } | null>;
};

/** One thing users hear of after commit: an act issued (client), signed or disputed (staff). */
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

import type { LedgerEntryView } from '@kabinet/domain/billing';
import type { VatMode } from '@kabinet/domain/money';

import type { Db } from '../../db/client.ts';

import { chargeLines } from './billing-charge-lines.service.ts';
import * as reads from './billing-ledger-reads.repository.ts';
import { buyerParty } from './billing-parties.mapping.ts';
import { findBuyer } from './billing.repository.ts';
import { readSellerSettings } from './billing-settings.service.ts';

/** A ledger entry as other features read it (the domain's view, signed kopecks). */
export type LedgerItem = LedgerEntryView;

/** A party of a document: name, INN, KPP and address as printed ('' when unknown). */
export type DocumentParty = { name: string; inn: string; kpp: string; address: string };

const toItem = (row: Awaited<ReturnType<typeof reads.listLedgerBetween>>[number]): LedgerItem => ({
  id: row.id,
  kind: row.kind,
  amountKopecks: row.amountKopecks,
  sourceType: row.sourceType,
  sourceId: row.sourceId,
  reason: row.reason,
  createdAt: row.createdAt,
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What the acts read of billing — the ledger of a period, what each charge stands for
 * (`chargeLines`), opening balances, the companies charged in a month, and the parties of a
 * document (the firm's seller settings and
 * VAT mode, the company as it is now). Reads only; `db` may be the caller's transaction.
 */
export const ledgerReads = {
  async entriesBetween(db: Db, companyId: number, from: Date, to: Date): Promise<LedgerItem[]> {
    return (await reads.listLedgerBetween(db, companyId, from, to)).map(toItem);
  },
  chargeLines,
  balanceBefore: reads.sumLedgerBefore,
  companiesCharged: reads.listCompaniesChargedBetween,
  async parties(
    db: Db,
    companyId: number,
  ): Promise<{ seller: DocumentParty; vatMode: VatMode; buyer: DocumentParty } | null> {
    const buyer = await findBuyer(db, companyId);
    if (!buyer) return null;
    const { seller, vatMode } = await readSellerSettings(db);
    return {
      seller: {
        name: text(seller.name),
        inn: text(seller.inn),
        kpp: text(seller.kpp),
        address: text(seller.address),
      },
      vatMode,
      buyer: buyerParty(buyer),
    };
  },
};

export type LedgerReads = typeof ledgerReads;

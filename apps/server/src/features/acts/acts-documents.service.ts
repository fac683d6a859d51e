import {
  closingText,
  moscowDayStart,
  reconciliation,
  type Act,
  type ReconciliationAnswer,
  type ReconciliationQuery,
} from '@kabinet/domain/acts';
import { formatKopecksNumber } from '@kabinet/domain/money';
import { formatDateTime, localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import { renderActPdf, renderReconciliationPdf } from '../../platform/pdf/act-pdf.ts';

import type { ActsBilling } from './acts.events.ts';
import { companyNotFound } from './acts.errors.ts';
import type { ActsReader as ActsActor, ActsService } from './acts.service.ts';

const DAY_MS = 86_400_000;
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The wire act as its PDF shows it. */
export function actPdfView(act: Act) {
  return {
    number: act.number,
    date: act.act_date,
    periodName: act.period_name,
    seller: act.seller,
    buyer: act.buyer,
    lines: act.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      priceKopecks: line.price_kopecks,
      sumKopecks: line.amount_kopecks,
    })),
    vatMode: act.vat_mode,
    totalKopecks: act.total_kopecks,
    vatKopecks: act.vat_kopecks,
    sumInWords: act.sum_in_words,
    signature: act.signature
      ? {
          signerName: act.signature.signer_name,
          signedAt: formatDateTime(act.signature.signed_at),
          ip: act.signature.ip,
          sha256: act.signature.document_sha256,
        }
      : null,
  };
}

/**
 * The documents — an act's PDF, and the акт сверки (JSON and PDF) of any dates from
 * the ledger: the opening balance is the SUM before `from` (Moscow), the rows every entry up to
 * the end of `to`, the closing balance the SUM up to then.
 */
export function createActsDocumentsService(deps: {
  db: Db;
  billing: ActsBilling;
  acts: Pick<ActsService, 'getAct' | 'visibleCompany'>;
}) {
  const { db, billing } = deps;
  return { actPdf, reconciliationOf, reconciliationPdf };

  async function actPdf(actor: ActsActor, companyId: number, actId: number) {
    const act = await deps.acts.getAct(actor, companyId, actId);
    return { fileName: `Акт № ${act.number}.pdf`, bytes: await renderActPdf(actPdfView(act)) };
  }

  async function build(actor: ActsActor, companyId: number, query: ReconciliationQuery) {
    await deps.acts.visibleCompany(actor, companyId);
    const parties = await billing.parties(db, companyId);
    if (!parties) throw companyNotFound();
    const from = moscowDayStart(query.from);
    const to = moscowDayStart(nextDay(query.to));
    const [opening, entries] = await Promise.all([
      billing.balanceBefore(db, companyId, from),
      billing.entriesBetween(db, companyId, from, to),
    ]);
    const result = reconciliation({
      openingKopecks: opening,
      entries: entries.map((entry) => ({
        ...entry,
        date: localDate(entry.createdAt),
      })),
    });
    const sellerName = parties.seller.name || 'Исполнитель';
    const answer: ReconciliationAnswer = {
      from: query.from,
      to: query.to,
      seller_name: sellerName,
      buyer_name: parties.buyer.name,
      ...result,
      closing_text: closingText(
        result.closing_kopecks,
        { seller: sellerName, buyer: parties.buyer.name },
        formatKopecksNumber,
      ),
    };
    return { answer, parties };
  }

  async function reconciliationOf(actor: ActsActor, companyId: number, query: ReconciliationQuery) {
    return (await build(actor, companyId, query)).answer;
  }

  async function reconciliationPdf(
    actor: ActsActor,
    companyId: number,
    query: ReconciliationQuery,
  ) {
    const { answer, parties } = await build(actor, companyId, query);
    const bytes = await renderReconciliationPdf({
      from: answer.from,
      to: answer.to,
      seller: { ...parties.seller, name: answer.seller_name },
      buyer: parties.buyer,
      openingKopecks: answer.opening_kopecks,
      rows: answer.rows.map((row) => ({
        date: row.date,
        document: row.document,
        debitKopecks: row.debit_kopecks,
        creditKopecks: row.credit_kopecks,
      })),
      debitTurnoverKopecks: answer.debit_turnover_kopecks,
      creditTurnoverKopecks: answer.credit_turnover_kopecks,
      closingKopecks: answer.closing_kopecks,
      closingText: answer.closing_text,
    });
    return { fileName: `Акт сверки ${answer.from} — ${answer.to}.pdf`, bytes };
  }
}

export type ActsDocumentsService = ReturnType<typeof createActsDocumentsService>;

import {
  ACT_STATUS_NAMES,
  actLineUnit,
  actTotals,
  formatActNumber,
  formatPeriod,
  type Act,
  type ActParty,
  type StaffAct,
} from '@kabinet/domain/acts';
import { formatVatLine, VAT_MODES, type VatMode } from '@kabinet/domain/money';

import type { ActWithLines } from './acts.repository.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function party(snapshot: Record<string, unknown>): ActParty {
  return {
    name: text(snapshot.name),
    inn: text(snapshot.inn),
    kpp: text(snapshot.kpp),
    address: text(snapshot.address),
  };
}

/** The act's VAT mode as stored, «Без НДС» for anything unknown. */
export function vatModeOf(value: string): VatMode {
  return (VAT_MODES as readonly string[]).includes(value) ? (value as VatMode) : 'none';
}

/** An act row with its lines → the wire Act (docs/api/acts.md). */
export function serializeAct(row: ActWithLines): Act {
  const vatMode = vatModeOf(row.vatMode);
  const totals = actTotals(
    row.lines.map((line) => ({ amount_kopecks: line.amountKopecks })),
    vatMode,
  );
  return {
    id: row.id,
    company_id: row.companyId,
    number: formatActNumber(row.year, row.sequence),
    period: row.period,
    period_name: formatPeriod(row.period),
    act_date: row.actDate,
    status: row.status,
    status_name: ACT_STATUS_NAMES[row.status],
    revision: row.revision,
    total_kopecks: row.totalKopecks,
    vat_mode: vatMode,
    vat_kopecks: totals.vat_kopecks,
    vat_line: formatVatLine(vatMode, row.totalKopecks),
    sum_in_words: totals.sum_in_words,
    seller: party(row.seller),
    buyer: party(row.buyer),
    lines: row.lines.map((line) => ({
      position: line.position,
      name: line.name,
      quantity: line.quantity,
      unit: actLineUnit(line.sourceType),
      price_kopecks: line.priceKopecks,
      amount_kopecks: line.amountKopecks,
    })),
    issued_at: row.issuedAt.toISOString(),
    signature:
      row.signedAt && row.documentSha256
        ? {
            signer_id: row.signedBy,
            signer_name: row.signerName ?? '',
            signed_at: row.signedAt.toISOString(),
            ip: row.signIp ?? '',
            user_agent: row.signUserAgent ?? '',
            channel: row.signChannel === 'email' ? 'email' : 'phone',
            document_sha256: row.documentSha256,
          }
        : null,
    dispute:
      row.disputedAt && row.disputeReason
        ? {
            reason: row.disputeReason,
            disputed_at: row.disputedAt.toISOString(),
            resolved_at: row.resolvedAt?.toISOString() ?? null,
          }
        : null,
  };
}

/** A staff list row: the act with its company's name. */
export function serializeStaffAct(row: ActWithLines & { companyName: string }): StaffAct {
  return { ...serializeAct(row), company_name: row.companyName };
}

/**
 * The act's canonical content — what the client signs (ПЭП): number, date, period, both parties,
 * the lines and the totals, as JSON with a fixed key order. Its SHA-256 is stored with the
 * signature and printed on the PDF, so anyone can check the printed act is the one signed.
 */
export function canonicalActContent(act: Act): string {
  return JSON.stringify({
    document: 'Акт об оказании услуг',
    number: act.number,
    act_date: act.act_date,
    period: act.period,
    seller: act.seller,
    buyer: act.buyer,
    lines: act.lines.map((line) => [
      line.name,
      line.quantity,
      line.price_kopecks,
      line.amount_kopecks,
    ]),
    total_kopecks: act.total_kopecks,
    vat_mode: act.vat_mode,
    vat_kopecks: act.vat_kopecks,
  });
}

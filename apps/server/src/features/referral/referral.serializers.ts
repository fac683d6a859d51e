import { kopecksToRoubles } from '@kabinet/domain/money';
import {
  LEAD_SOURCE_NAMES,
  LEAD_STATUS_NAMES,
  PAYOUT_STATUS_NAMES,
  referralLink,
  type Lead,
  type Payout,
  type Referral,
  type ReferralRules,
} from '@kabinet/domain/referral';

import type { ReferralLeadRow, ReferralRow } from '../../db/schema/referral.ts';

import type { PayoutWithCompany } from './referral.repository.ts';

const roubles = kopecksToRoubles;

export function serializeReferral(
  row: ReferralRow,
  parts: {
    sums: { totalKopecks: number; paidKopecks: number; toPayKopecks: number };
    pendingKopecks: number;
    rules: ReferralRules;
    counts: { leads: number; clients: number };
    origin: string;
  },
): Referral {
  const { sums } = parts;
  return {
    id: row.id,
    company_id: row.companyId,
    status: row.status,
    total: roubles(sums.totalKopecks),
    paid: roubles(sums.paidKopecks),
    to_pay: roubles(sums.toPayKopecks),
    total_kopecks: sums.totalKopecks,
    paid_kopecks: sums.paidKopecks,
    to_pay_kopecks: sums.toPayKopecks,
    available_kopecks: Math.max(0, sums.toPayKopecks - parts.pendingKopecks),
    settings: {
      payment_method: row.paymentMethodType
        ? { type: row.paymentMethodType, label: row.paymentMethodLabel ?? '' }
        : null,
    },
    code: row.code,
    link: referralLink(parts.origin, row.code),
    rules: parts.rules,
    leads_count: parts.counts.leads,
    clients_count: parts.counts.clients,
    connected_at: row.connectedAt?.toISOString() ?? null,
  };
}

export function serializeLead(row: ReferralLeadRow): Lead {
  return {
    id: row.id,
    referral_id: row.referralId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    company_name: row.companyName,
    comment: row.comment,
    status: row.status,
    status_name: LEAD_STATUS_NAMES[row.status],
    source: row.source,
    source_name: LEAD_SOURCE_NAMES[row.source],
    company_id: row.companyId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function serializePayout(row: PayoutWithCompany): Payout {
  const { payout } = row;
  return {
    id: payout.id,
    referral_id: payout.referralId,
    company_id: row.companyId,
    company_name: row.companyName,
    amount_kopecks: payout.amountKopecks,
    status: payout.status,
    status_name: PAYOUT_STATUS_NAMES[payout.status],
    payment_method: { type: payout.methodType, label: payout.methodLabel },
    comment: payout.comment,
    requested_at: payout.createdAt.toISOString(),
    decided_at: payout.decidedAt?.toISOString() ?? null,
    paid_at: payout.paidAt?.toISOString() ?? null,
  };
}

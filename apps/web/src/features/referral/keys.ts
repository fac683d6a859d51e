import type { LeadStatus, PayoutStatus } from '@kabinet/domain/referral';

/** Query keys of the referral programme; `all` is what ReferralChanged asks again. */
export const referralKeys = {
  all: ['referral'] as const,
  current: () => [...referralKeys.all, 'current'] as const,
  connect: () => [...referralKeys.all, 'connect'] as const,
  qr: () => [...referralKeys.all, 'qr'] as const,
  leads: (status: LeadStatus | null, page: number) =>
    [...referralKeys.all, 'leads', status ?? 'all', page] as const,
  clients: () => [...referralKeys.all, 'clients'] as const,
  payouts: () => [...referralKeys.all, 'payouts'] as const,
  staffPayouts: (status: PayoutStatus | null) =>
    [...referralKeys.all, 'staff-payouts', status ?? 'all'] as const,
  staffLeads: (status: LeadStatus | null, page = 1) =>
    [...referralKeys.all, 'staff-leads', status ?? 'all', page] as const,
  rules: () => [...referralKeys.all, 'rules'] as const,
};

/** Whether a company takes part in the referral programme (SPEC §2 guard). */
export const REFERRAL_STATUS = { INACTIVE: 'INACTIVE', ACTIVE: 'ACTIVE' } as const;
export type ReferralStatus = (typeof REFERRAL_STATUS)[keyof typeof REFERRAL_STATUS];

/** Where an invited lead is. */
export const LEAD_STATUS = {
  NEW: 'new',
  IN_PROGRESS: 'in_progress',
  CLIENT: 'client',
  REJECTED: 'rejected',
} as const;
export type LeadStatus = (typeof LEAD_STATUS)[keyof typeof LEAD_STATUS];
export const LEAD_STATUSES = Object.values(LEAD_STATUS) as [LeadStatus, ...LeadStatus[]];
export const LEAD_STATUS_NAMES: Record<LeadStatus, string> = {
  new: 'Новый',
  in_progress: 'В работе',
  client: 'Стал клиентом',
  rejected: 'Отказ',
};

/**
 * A lead staff turned down (Отказ) is closed: its company's payments earn the referrer
 * nothing and never make it a client again, and a company its user creates later does not join
 * it. Only staff move it out of Отказ, which opens it again.
 */
export function isLeadClosed(status: LeadStatus): boolean {
  return status === LEAD_STATUS.REJECTED;
}

/** How a lead reached the programme: through the personal link, or typed in by hand. */
export const LEAD_SOURCE = { LINK: 'link', MANUAL: 'manual' } as const;
export type LeadSource = (typeof LEAD_SOURCE)[keyof typeof LEAD_SOURCE];
export const LEAD_SOURCES = Object.values(LEAD_SOURCE) as [LeadSource, ...LeadSource[]];
export const LEAD_SOURCE_NAMES: Record<LeadSource, string> = {
  link: 'По ссылке',
  manual: 'Добавлен вручную',
};

/** A payout request, Запрошена → Одобрена → Выплачена, or Отклонена by staff. */
export const PAYOUT_STATUS = {
  REQUESTED: 'requested',
  APPROVED: 'approved',
  PAID: 'paid',
  REJECTED: 'rejected',
} as const;
export type PayoutStatus = (typeof PAYOUT_STATUS)[keyof typeof PAYOUT_STATUS];
export const PAYOUT_STATUSES = Object.values(PAYOUT_STATUS) as [PayoutStatus, ...PayoutStatus[]];
export const PAYOUT_STATUS_NAMES: Record<PayoutStatus, string> = {
  requested: 'Запрошена',
  approved: 'Одобрена',
  paid: 'Выплачена',
  rejected: 'Отклонена',
};

const PAYOUT_MOVES: Record<PayoutStatus, readonly PayoutStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

/** Whether staff may move a payout from `from` to `to`. */
export function canMovePayout(from: PayoutStatus, to: PayoutStatus): boolean {
  return PAYOUT_MOVES[from].includes(to);
}

/** Whether the payout still holds its sum out of to_pay (not yet paid, not rejected). */
export function isPayoutPending(status: PayoutStatus): boolean {
  return status === 'requested' || status === 'approved';
}

/** How the reward is paid out (SPEC §3 referral.settings.payment_method). */
export const PAYMENT_METHOD_TYPE = {
  CARD: 'card',
  BANK_ACCOUNT: 'bank_account',
  BALANCE: 'balance',
} as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPE)[keyof typeof PAYMENT_METHOD_TYPE];
export const PAYMENT_METHOD_TYPES = Object.values(PAYMENT_METHOD_TYPE) as [
  PaymentMethodType,
  ...PaymentMethodType[],
];
export const PAYMENT_METHOD_NAMES: Record<PaymentMethodType, string> = {
  card: 'На банковскую карту',
  bank_account: 'На расчётный счёт компании',
  balance: 'На баланс в кабинете',
};

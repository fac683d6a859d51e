export * from './referral-statuses.ts';
export * from './payment-card.ts';
export * from './referral-rewards.ts';
export * from './referral.schemas.ts';

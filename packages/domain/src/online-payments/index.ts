export * from './online-payment.schemas.ts';
export * from './receipt.ts';
export * from './online-payment-profile.schemas.ts';

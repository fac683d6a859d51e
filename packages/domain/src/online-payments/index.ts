export * from './online-payment.schemas.ts';
export * from './receipt.ts';

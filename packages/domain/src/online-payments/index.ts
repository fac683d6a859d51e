export * from './online-payment.schemas.ts';

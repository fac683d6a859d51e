export * from './order-due.ts';
export * from './order-rules.ts';
export * from './orders.schemas.ts';

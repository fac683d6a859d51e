export * from './act-statuses.ts';
export * from './act-number.ts';
export * from './act-period.ts';
export * from './act-rules.ts';
export * from './acts.schemas.ts';

export * from './import-statuses.ts';
export * from './operation-categories.ts';
export * from './operation-dedupe.ts';
export * from './operation-rules.ts';
export * from './operations-month.ts';
export * from './operations.schemas.ts';
export * from './statement-placement.ts';

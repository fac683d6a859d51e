export * from './task-limits.ts';
export * from './task-statuses.ts';
export * from './task-rules.ts';
export * from './tasks.schemas.ts';

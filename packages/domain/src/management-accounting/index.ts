export * from './adjustments.ts';
export * from './build-dashboard.ts';
export * from './dashboard.schemas.ts';
export * from './management-events.ts';
export * from './management-files.schemas.ts';
export * from './management-files.ts';
export * from './period-figures.ts';

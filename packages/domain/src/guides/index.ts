export * from './guide-paths.ts';
export * from './guide-statuses.ts';
export * from './guides.schemas.ts';
export * from './guide-links.ts';

export * from './audit-actions.ts';
export * from './audit.schemas.ts';

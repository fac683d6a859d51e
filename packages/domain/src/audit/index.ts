export * from './audit.schemas.ts';

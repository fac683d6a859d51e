export * from './guides.schemas.ts';

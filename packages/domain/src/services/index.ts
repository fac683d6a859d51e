export * from './services.schemas.ts';
